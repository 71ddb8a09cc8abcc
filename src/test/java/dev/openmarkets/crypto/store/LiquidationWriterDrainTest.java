package dev.openmarkets.crypto.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Stopping the liquidation writer (what SIGTERM does to it) while it is busy: every event it
 * accepted is in the table afterwards. The writers' advisory lock is held from another connection,
 * so the stop begins with the whole load queued and its first batch waiting on the lock.
 */
@Tag("db")
class LiquidationWriterDrainTest {
  private static final int MESSAGES = 20;
  private static final int PER_MESSAGE = 500;
  /** LiquidationStore's transaction lock: held here, every batch waits for it. */
  private static final String WRITERS_LOCK = "SELECT pg_advisory_lock(7365430917324401)";

  @Test
  void aStopUnderWriteLoadWritesEveryAcceptedEvent() throws Exception {
    Database db = TestDb.freshDatabase("liquidation_writer_drain");
    Vertx vertx = Vertx.vertx();
    Pool pool = db.pool(vertx, 2);
    DbUrl u = db.url();
    try (Connection lock = DriverManager.getConnection(u.jdbcUrl(), u.user(), u.password())) {
      try (Statement st = lock.createStatement()) {
        st.execute(WRITERS_LOCK);
      }
      LiquidationWriterVerticle writer = new LiquidationWriterVerticle(pool, 1_000, 20, 1_000_000);
      String id = vertx.deployVerticle(writer).await(10, TimeUnit.SECONDS);
      // minutes ago, on whatever day the test runs: the default partition takes any week
      Instant at = Instant.now().truncatedTo(ChronoUnit.SECONDS).minus(10, ChronoUnit.MINUTES);
      for (int m = 0; m < MESSAGES; m++) {
        vertx.eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents("okx", events(m, at)));
      }
      long deadline = System.currentTimeMillis() + 10_000;
      while (writer.received() < MESSAGES * PER_MESSAGE && System.currentTimeMillis() < deadline) {
        Thread.sleep(10);
      }
      assertEquals(MESSAGES * PER_MESSAGE, writer.received(), "every event accepted before the stop");
      assertEquals(0, writer.inserted(), "nothing committed yet: the first batch waits on the lock");

      Future<Void> stopped = vertx.undeploy(id);
      Thread.sleep(300);
      assertFalse(stopped.isComplete(), "the stop waits for the queue");
      try (Statement st = lock.createStatement()) {
        st.execute("SELECT pg_advisory_unlock_all()");
      }
      stopped.await(15, TimeUnit.SECONDS);

      assertEquals(MESSAGES * PER_MESSAGE, writer.inserted());
      assertEquals(0, writer.dropped());
      assertEquals(MESSAGES * PER_MESSAGE, TestDb.count(db, "SELECT count(*) FROM liquidation_events"));
      assertEquals(MESSAGES * PER_MESSAGE, TestDb.count(db, "SELECT sum(count) FROM liquidation_hourly"));
    } finally {
      pool.close().await(10, TimeUnit.SECONDS);
      vertx.close().await(10, TimeUnit.SECONDS);
    }
  }

  private static List<LiquidationEvent> events(int message, Instant at) {
    List<LiquidationEvent> out = new ArrayList<>(PER_MESSAGE);
    for (int i = 0; i < PER_MESSAGE; i++) {
      out.add(LiquidationEvent.of("okx", "BTC-USDT-SWAP", "BTC", i % 2 == 0 ? LiquidationEvent.LONG : LiquidationEvent.SHORT,
          new BigDecimal("64000.5"), new BigDecimal("0.01"), at.plusMillis(i), "drain|" + message + "|" + i));
    }
    return out;
  }
}
