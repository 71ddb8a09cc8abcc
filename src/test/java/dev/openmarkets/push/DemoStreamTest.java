package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** --demo: a SAMPLE liquidation every 2 s moves the live stream, which says it is sample data. */
@Tag("db")
@WithServer(demo = true)
class DemoStreamTest {
  private static TestServer demo;

  @Test
  void theDemoStreamMovesAndSaysSample() throws Exception {
    try (SseClient c = SseClient.open(demo.base + "/api/markets/liquidations/stream")) {
      assertEquals(200, c.status());
      SseClient.Event first = c.next(6000);
      SseClient.Event second = c.next(6000);
      assertEquals("liquidation", first.event());
      assertTrue(second.id() > first.id());
      JsonObject row = new JsonObject(first.data());
      assertTrue(row.getString("rawSymbol") != null && row.getString("usdValue") != null, row.encode());
      assertTrue(c.commentLines.get(0).contains("SAMPLE"), c.commentLines.toString());
    }
    // where people look: the dataset's docs page and the OpenAPI document name the stream
    assertTrue(demo.get("/docs/liquidations-recent").body().contains("new EventSource(&#39;/api/markets/liquidations/stream")
        || demo.get("/docs/liquidations-recent").body().contains("new EventSource('/api/markets/liquidations/stream"));
    // every dataset's page offers its changes stream (and the index names both streams)
    for (String name : new String[] {"short-volume", "insiders", "liquidations"}) {
      String page = demo.get("/docs/" + name).body();
      assertTrue(page.contains("<h2 id=\"changes\">Changes</h2>") && page.contains("data-stream=\"/api/markets/changes?datasets="
          + name + "\"") && page.contains("id=\"changes-watch\""), name);
    }
    String index = demo.get("/docs").body();
    assertTrue(index.contains("<code>GET /api/markets/changes</code>") && index.contains(
        "<code>GET /api/markets/liquidations/stream</code>, new rows of liquidations-recent"), index);
    JsonObject op = demo.json("/openapi.json").getJsonObject("paths").getJsonObject("/api/markets/liquidations/stream")
        .getJsonObject("get");
    assertTrue(op.getJsonObject("responses").getJsonObject("200").getJsonObject("content").containsKey("text/event-stream"));
    assertTrue(demo.json("/openapi.json").getJsonObject("paths").getJsonObject("/api/markets/changes")
        .getJsonObject("get").getJsonObject("responses").getJsonObject("200").getJsonObject("content")
        .containsKey("text/event-stream"));
  }
}
