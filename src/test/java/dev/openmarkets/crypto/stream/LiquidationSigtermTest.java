package dev.openmarkets.crypto.stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.poll.ContractBook;
import dev.openmarkets.crypto.poll.InstrumentsPoller;
import dev.openmarkets.crypto.poll.LiquidationStreams;
import dev.openmarkets.crypto.poll.StagedDeployment;
import dev.openmarkets.crypto.poll.TrackedSymbols;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.UpstreamConfigs;
import io.vertx.core.Deployable;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * What SIGTERM does to the crypto pollers, on the production wiring (CryptoPollers' staged
 * deployment: the writer, then the instruments poller and the liquidation streams) fed by a local
 * OKX server that pushes liquidations as fast as it can: the stop comes while the writer is busy
 * (its batches wait on the writers' advisory lock, held here), and afterwards every event a stream
 * handed over was accepted by the writer and every accepted event is in liquidation_events.
 */
@Tag("db")
class LiquidationSigtermTest {
  private static final String WRITERS_LOCK = "SELECT pg_advisory_lock(7365430917324401)";
  private static final int PER_PUSH = 10;

  @Test
  void aStopWhileTheWriterIsBusyStoresEveryEventTheStreamsHandedOver() throws Exception {
    Database db = TestDb.freshDatabase("liquidation_sigterm");
    Vertx vertx = Vertx.vertx();
    Pool pool = db.pool(vertx, 2);
    AtomicLong handedOver = new AtomicLong();
    vertx.eventBus().addOutboundInterceptor(dc -> {
      if (dc.body() instanceof LiquidationEvents le && LiquidationWriterVerticle.ADDRESS.equals(dc.message().address())) {
        handedOver.addAndGet(le.events().size());
      }
      dc.next();
    });
    DbUrl u = db.url();
    try (Connection lock = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password())) {
      FakeVenue okx = firehose(vertx).start().await(10, TimeUnit.SECONDS);
      LiquidationWriterVerticle writer = new LiquidationWriterVerticle(pool, 1_000, 20, 1_000_000);
      String id = vertx.deployVerticle(staged(okx, pool, writer)).await(20, TimeUnit.SECONDS);
      awaitAtLeast(writer::received, 2_000, "events before the lock");
      try (Statement st = lock.createStatement()) {
        st.execute(WRITERS_LOCK);
      }
      long before = writer.inserted();
      awaitAtLeast(writer::received, writer.received() + 5_000, "events queued behind the lock");

      Future<Void> stopped = vertx.undeploy(id);
      Thread.sleep(300);
      assertFalse(stopped.isComplete(), "the stop waits for the writer's queue");
      long accepted = writer.received();
      assertTrue(accepted - writer.inserted() > 1_000, "the writer is busy: " + (accepted - before) + " queued");
      try (Statement st = lock.createStatement()) {
        st.execute("SELECT pg_advisory_unlock_all()");
      }
      stopped.await(20, TimeUnit.SECONDS);

      long stored = TestDb.count(db, "SELECT count(*) FROM liquidation_events");
      System.out.printf("SIGTERM under load: handed over %d, accepted %d, inserted %d, dropped %d, stored %d%n",
          handedOver.get(), writer.received(), writer.inserted(), writer.dropped(), stored);
      assertEquals(handedOver.get(), writer.received(), "no event handed over found no writer listening");
      assertEquals(0, writer.dropped());
      assertEquals(writer.received(), writer.inserted());
      assertEquals(writer.received(), stored, "every accepted event is in the table");
      assertEquals(stored, TestDb.count(db, "SELECT sum(count) FROM liquidation_hourly"));
    } finally {
      pool.close().await(10, TimeUnit.SECONDS);
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }

  /** As CryptoPollers builds it: the writer's stage first, then the instruments poller and the streams. */
  private static StagedDeployment staged(FakeVenue okx, Pool pool, LiquidationWriterVerticle writer) {
    TrackedSymbols symbols = TrackedSymbols.from(new JsonObject().put("crypto", new JsonObject()
        .put("symbols", new JsonArray().add(new JsonObject().put("slug", "btc").put("base", "BTC")))));
    ContractBook book = new ContractBook();
    UpstreamConfig rest = upstream("okx", okx.restUrl());
    UpstreamConfig ws = upstream("okx-ws", okx.wsUrl("/ws/v5/public"));
    List<Deployable> later = List.of(
        new InstrumentsPoller(Map.of("okx", rest), symbols, book, pool, 3_600_000, Clock.systemUTC()),
        new LiquidationStreams(Map.of("okx", new UpstreamConfig[] {rest, ws}), symbols, book, pool,
            FakeVenue.fastSettings(), Clock.systemUTC()));
    return new StagedDeployment(List.of(List.of(writer), later));
  }

  /** An OKX server that, once subscribed, pushes PER_PUSH new liquidations every millisecond or two. */
  private static FakeVenue firehose(Vertx vertx) {
    FakeVenue v = new FakeVenue(vertx);
    Instant base = Instant.now().minus(30, ChronoUnit.MINUTES).truncatedTo(ChronoUnit.SECONDS);
    AtomicLong next = new AtomicLong();
    v.onText = (ws, text) -> {
      if ("ping".equals(text)) {
        ws.writeTextMessage("pong");
      } else if (text.contains("subscribe")) {
        long timer = vertx.setPeriodic(1, id -> ws.writeTextMessage(push(base, next, PER_PUSH)));
        ws.closeHandler(x -> vertx.cancelTimer(timer));
      }
    };
    v.rest = req -> req.path().equals("/api/v5/public/instruments")
        ? "{\"code\":\"0\",\"msg\":\"\",\"data\":[{\"instId\":\"BTC-USDT-SWAP\",\"instFamily\":\"BTC-USDT\","
            + "\"ctVal\":\"0.01\",\"ctValCcy\":\"BTC\",\"ctType\":\"linear\",\"instType\":\"SWAP\"}]}"
        : "{\"code\":\"0\",\"msg\":\"\",\"data\":[]}";
    return v;
  }

  private static String push(Instant base, AtomicLong next, int n) {
    List<String> details = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      long k = next.getAndIncrement();
      details.add("{\"bkLoss\":\"0\",\"bkPx\":\"64000.5\",\"ccy\":\"\",\"posSide\":\"" + (k % 2 == 0 ? "long" : "short")
          + "\",\"side\":\"" + (k % 2 == 0 ? "sell" : "buy") + "\",\"sz\":\"" + (1 + k % 7) + "\",\"ts\":\""
          + base.plusMillis(k).toEpochMilli() + "\"}");
    }
    return "{\"arg\":{\"channel\":\"liquidation-orders\",\"instType\":\"SWAP\"},\"data\":[{\"details\":["
        + String.join(",", details) + "],\"instFamily\":\"BTC-USDT\",\"instId\":\"BTC-USDT-SWAP\","
        + "\"instType\":\"SWAP\",\"uly\":\"BTC-USDT\"}]}";
  }

  private static UpstreamConfig upstream(String name, String url) {
    return UpstreamConfigs.named(name)
        .baseUrl(url)
        .intervalSeconds(60)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent("openmarkets-test")
        .build();
  }

  private static void awaitAtLeast(java.util.function.LongSupplier value, long target, String what) throws Exception {
    long deadline = System.currentTimeMillis() + 30_000;
    while (value.getAsLong() < target) {
      if (System.currentTimeMillis() > deadline) {
        throw new AssertionError(what + ": " + value.getAsLong() + " of " + target);
      }
      Thread.sleep(10);
    }
  }
}
