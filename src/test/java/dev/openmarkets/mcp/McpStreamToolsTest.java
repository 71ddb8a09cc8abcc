package dev.openmarkets.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The live streams as MCP tools for agents that cannot hold a stream: liquidations_since pages
 * through the stored events in id order with recent's filters (next/more never skip nor repeat),
 * changes_since answers the version bumps, bad arguments are tool errors.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("mcp_streams")
class McpStreamToolsTest {
  private TestServer server;
  private McpClient client;

  @BeforeAll
  void start() throws Exception {
    LiquidationWriterVerticle writer = new LiquidationWriterVerticle(server.service.pool(), 5000, 20, 1_000_000);
    server.service.vertx().deployVerticle(writer).toCompletionStage().toCompletableFuture().get();
    List<LiquidationEvent> events = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      events.add(LiquidationEvent.of("okx", "BTC-USDT-SWAP", "BTC", i % 2 == 0 ? "long" : "short",
          new BigDecimal("60000"), new BigDecimal("0.5"), Instant.now(), "mcp-tools|" + i));
    }
    events.add(LiquidationEvent.of("gate", "ETH_USDT", "ETH", "long", new BigDecimal("3000"), new BigDecimal("1"),
        Instant.now(), "mcp-tools|eth"));
    server.service.vertx().eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents("test", events));
    for (int i = 0; i < 100 && TestDb.count(server.db, "SELECT count(*) FROM liquidation_events") < 6; i++) {
      Thread.sleep(100);
    }
    client = new McpClient(server.base, null);
  }

  private JsonObject call(String tool, JsonObject args) throws Exception {
    return client.request("tools/call", new JsonObject().put("name", tool).put("arguments", args))
        .getJsonObject("result");
  }

  /** The tool's answer, from its text content (every protocol version has it). */
  private JsonObject answer(String tool, JsonObject args) throws Exception {
    JsonObject r = call(tool, args);
    assertFalse(r.getBoolean("isError"), r.encode());
    return new JsonObject(r.getJsonArray("content").getJsonObject(0).getString("text"));
  }

  private long firstId() {
    return TestDb.count(server.db, "SELECT min(id) FROM liquidation_events");
  }

  @Test
  void liquidationsSincePagesInIdOrderWithFilters() throws Exception {
    long first = firstId();
    JsonObject page = answer("liquidations_since", new JsonObject().put("after", first - 1).put("limit", 4))
        ;
    JsonArray events = page.getJsonArray("events");
    assertEquals(4, events.size(), page.encode());
    for (int i = 0; i < 4; i++) {
      assertEquals(first + i, events.getJsonObject(i).getLong("id"));
    }
    assertEquals("BTC-USDT-SWAP", events.getJsonObject(0).getString("rawSymbol"), events.getJsonObject(0).encode());
    assertEquals(first + 3, page.getLong("next"));
    assertTrue(page.getBoolean("more"));
    // the rest from next: the last BTC event and the ETH one, then nothing more
    JsonObject rest = answer("liquidations_since", new JsonObject().put("after", page.getLong("next")))
        ;
    assertEquals(2, rest.getJsonArray("events").size(), rest.encode());
    assertEquals(first + 4, rest.getJsonArray("events").getJsonObject(0).getLong("id"));
    assertFalse(rest.getBoolean("more"));
    // recent's filters: ETH only, and shorts only
    JsonObject eth = answer("liquidations_since", new JsonObject().put("after", 0).put("symbol", "ETH"))
        ;
    assertEquals(1, eth.getJsonArray("events").size(), eth.encode());
    assertEquals(first + 5, eth.getLong("next"));
    JsonObject shorts = answer("liquidations_since", new JsonObject().put("after", 0).put("side", "short"))
        ;
    assertEquals(2, shorts.getJsonArray("events").size(), shorts.encode());
  }

  @Test
  void changesSinceAnswersTheBumpsAndBadArgumentsAreToolErrors() throws Exception {
    JsonObject changes = answer("changes_since", new JsonObject().put("after", 0).put("datasets", "liquidations-recent"))
        ;
    assertFalse(changes.getJsonArray("events").isEmpty(), changes.encode());
    assertEquals("liquidations-recent", changes.getJsonArray("events").getJsonObject(0).getString("dataset"));
    JsonObject missing = call("liquidations_since", new JsonObject());
    assertTrue(missing.getBoolean("isError"));
    assertTrue(missing.getJsonArray("content").getJsonObject(0).getString("text").contains("'after' is required"));
    JsonObject unknown = call("changes_since", new JsonObject().put("after", 0).put("datasets", "no-such"));
    assertTrue(unknown.getBoolean("isError"));
    JsonObject tooMany = call("liquidations_since", new JsonObject().put("after", 0).put("limit", 100_000));
    assertTrue(tooMany.getBoolean("isError"));
    JsonArray tools = client.request("tools/list", null).getJsonObject("result").getJsonArray("tools");
    assertTrue(tools.stream().anyMatch(t -> ((JsonObject) t).getString("name").equals("liquidations_since")));
    assertTrue(tools.stream().anyMatch(t -> ((JsonObject) t).getString("name").equals("changes_since")));
    // the stream tool's filters are the dataset's own parameters, described as its dataset tool describes them
    JsonObject props = tools.stream().map(t -> (JsonObject) t).filter(t -> t.getString("name").equals("liquidations_since"))
        .findFirst().orElseThrow().getJsonObject("inputSchema").getJsonObject("properties");
    assertEquals(new JsonArray().add("okx").add("gate").add("htx"), props.getJsonObject("exchange").getJsonArray("enum"));
    assertEquals("Venue. Accepts one of okx, gate, htx.", props.getJsonObject("exchange").getString("description"));
    assertEquals(java.util.Set.of("after", "limit", "symbol", "exchange", "side", "minUsd"), props.fieldNames());
  }
}
