package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.Future;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.StreamResetException;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Streams over HTTP/2 (h2c, prior knowledge): many share one connection, so a stream's slot is
 * its h2 stream's, given back when that stream closes, and a stream the server cut is reset on its
 * own, the connection and its other streams untouched.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "push_h2", config = "config")
class Http2StreamSlotsTest {
  private static final String PATH = "/api/markets/liquidations/stream";
  private TestServer server;
  private HttpClient client;

  static JsonObject config() {
    return new JsonObject()
        .put("streams", new JsonObject().put("maxPerIp", 2).put("bufferEvents", 100));
  }

  @BeforeAll
  void start() throws Exception {
    LiquidationWriterVerticle writer = new LiquidationWriterVerticle(server.service.pool(), 5000, 20, 1_000_000);
    server.service.vertx().deployVerticle(writer).toCompletionStage().toCompletableFuture().get();
    client = server.service.vertx().createHttpClient(new HttpClientOptions().setProtocolVersion(HttpVersion.HTTP_2)
        .setHttp2ClearTextUpgrade(false), new PoolOptions().setHttp2MaxSize(1));
  }

  @AfterAll
  void stop() throws Exception {
    await(client.close());
  }

  @Test
  void aClosedStreamGivesItsSlotBackOnTheSameConnection() throws Exception {
    HttpClientResponse a = open("?symbol=H2A");
    HttpClientResponse b = open("?symbol=H2A");
    // the resets below are the test's own
    a.exceptionHandler(e -> { });
    b.exceptionHandler(e -> { });
    assertEquals(List.of(200, 200), List.of(a.statusCode(), b.statusCode()));
    assertEquals(HttpVersion.HTTP_2, a.version());
    assertSame(a.request().connection(), b.request().connection(), "one connection");
    assertEquals(429, open("?symbol=H2A").statusCode());
    await(a.request().reset());
    HttpClientResponse c = open("?symbol=H2A");
    c.exceptionHandler(e -> { });
    assertEquals(200, c.statusCode(), "the reset stream's slot is back, its connection still open");
    assertSame(b.request().connection(), c.request().connection());
    await(b.request().reset());
    await(c.request().reset());
  }

  /** Two streams that never read are cut (overflow), then reset after the grace: their slots come back. */
  @Test
  void aCutStreamThatIsNotReadIsResetAndItsSlotComesBack() throws Exception {
    List<CompletableFuture<Throwable>> resets = new ArrayList<>();
    List<HttpClientResponse> stalled = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      HttpClientResponse r = open("?symbol=H2B");
      assertEquals(200, r.statusCode());
      CompletableFuture<Throwable> reset = new CompletableFuture<>();
      r.exceptionHandler(reset::complete);
      r.pause(); // never reads: the stream's flow-control window closes
      stalled.add(r);
      resets.add(reset);
    }
    // in batches apart: a batch that finds the stream caught up is written whole, the ones after
    // it find the stream backed up and wait in its queue until it overflows
    for (int b = 0; b < 20 && !resets.stream().allMatch(CompletableFuture::isDone); b++) {
      List<LiquidationEvent> batch = new ArrayList<>();
      for (int i = 0; i < 500; i++) {
        batch.add(LiquidationEvent.of("okx", "H2B-USDT-SWAP", "H2B", "long", new BigDecimal("1.5"),
            new BigDecimal("2"), Instant.now(), "h2-test|" + b + "|" + i));
      }
      server.service.vertx().eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents("test", batch));
      Thread.sleep(200);
    }
    for (CompletableFuture<Throwable> reset : resets) {
      Throwable cause = reset.get(30, TimeUnit.SECONDS);
      assertTrue(cause instanceof StreamResetException, "reset by the server: " + cause);
      assertEquals(8, ((StreamResetException) cause).getCode(), "CANCEL");
    }
    HttpClientResponse again = open("?symbol=H2B");
    again.exceptionHandler(e -> { });
    assertEquals(200, again.statusCode(), "the reset streams gave their slots back");
    assertSame(stalled.get(0).request().connection(), again.request().connection(), "the connection stayed");
    await(again.request().reset());
  }

  private HttpClientResponse open(String query) throws Exception {
    return await(client.request(HttpMethod.GET, server.service.port(), "127.0.0.1", PATH + query)
        .compose(req -> req.send()));
  }

  private static <T> T await(Future<T> f) throws Exception {
    return f.toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
  }
}
