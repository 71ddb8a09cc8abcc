package dev.openmarkets.crypto.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.LiquidationEvent;
import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import java.math.BigDecimal;
import java.net.ServerSocket;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Stopping the liquidation writer while its database refuses every connection: a few quick
 * retries, then the queued events are counted as dropped and the stop completes, instead of a
 * retry every millisecond until the stop's 10 s budget runs out.
 */
class LiquidationWriterStopTest {
  @Test
  void aStopWithTheDatabaseGoneDropsTheQueueAfterAFewRetries() throws Exception {
    int port;
    try (ServerSocket free = new ServerSocket(0)) {
      port = free.getLocalPort();
    }
    Vertx vertx = Vertx.vertx();
    try {
      // nothing listens on the port: every write is refused at once
      Pool pool = PgBuilder.pool().with(new PoolOptions().setMaxSize(1))
          .connectingTo(new PgConnectOptions().setHost("127.0.0.1").setPort(port).setUser("x").setDatabase("x"))
          .using(vertx).build();
      LiquidationWriterVerticle writer = new LiquidationWriterVerticle(pool, 5_000, 60_000, 1_000_000);
      String id = vertx.deployVerticle(writer).await(10, TimeUnit.SECONDS);
      List<LiquidationEvent> events = new ArrayList<>();
      for (int i = 0; i < 3; i++) {
        events.add(LiquidationEvent.of("okx", "BTC-USDT-SWAP", "BTC", "long", new BigDecimal("1"),
            new BigDecimal("50000"), Instant.parse("2026-11-26T10:00:00Z"), "stop-test|" + i));
      }
      vertx.eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents("okx", events));
      long deadline = System.currentTimeMillis() + 5_000;
      while (writer.received() < 3 && System.currentTimeMillis() < deadline) {
        Thread.sleep(20);
      }
      assertEquals(3, writer.received());
      long start = System.nanoTime();
      vertx.undeploy(id).await(15, TimeUnit.SECONDS);
      long tookMillis = (System.nanoTime() - start) / 1_000_000;
      assertEquals(3, writer.dropped(), "the queued events are counted as dropped");
      assertEquals(0, writer.inserted());
      // five attempts 200 ms apart, each refused at once: about a second, far under the 10 s budget
      assertTrue(tookMillis < 5_000, "stopped in " + tookMillis + " ms");
    } finally {
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }
}
