package dev.openmarkets.ingest.poll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two nodes asking for the same poller's lease on one database: one holds it, the other waits;
 * a graceful stop hands it over at once, a dead node (no renewals) after the lease time.
 */
@Tag("db")
class LeadershipTest {
  private static Database db;
  private static Vertx vertx;
  private static Pool pool;

  @BeforeAll
  static void start() throws Exception {
    db = TestDb.freshDatabase("leadership");
    vertx = Vertx.vertx();
    pool = db.pool(vertx, 4);
  }

  @AfterAll
  static void stop() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get();
    db.close();
  }

  private static <T> T await(Future<T> f) throws Exception {
    return f.toCompletionStage().toCompletableFuture().get();
  }

  @Test
  void oneHolderAndHandOverOnRelease() throws Exception {
    Leadership a = Leadership.leased(pool, 10_000);
    Leadership b = Leadership.leased(pool, 10_000);
    assertTrue(await(a.acquire("p1")));
    assertFalse(await(b.acquire("p1")), "a holds it");
    assertTrue(a.holds("p1"));
    assertFalse(b.holds("p1"));
    assertTrue(await(a.acquire("p1")), "the holder renews its own lease");
    await(a.close());
    assertFalse(a.holds("p1"));
    assertTrue(await(b.acquire("p1")), "a graceful stop frees the lease at once");
    assertEquals(1, TestDb.count(db, "SELECT count(*) FROM poller_leases WHERE poller = 'p1' AND node = '" + b.node() + "'"));
    await(b.close());
  }

  @Test
  void aDeadHoldersLeaseExpires() throws Exception {
    Leadership a = Leadership.leased(pool, 600);
    Leadership b = Leadership.leased(pool, 600);
    assertTrue(await(a.acquire("p2")));
    assertFalse(await(b.acquire("p2")));
    // a renews nothing from now on (not installed: no renewal timer), as if its process had died
    long deadline = System.currentTimeMillis() + 5_000;
    boolean taken = false;
    while (!taken && System.currentTimeMillis() < deadline) {
      Thread.sleep(100);
      taken = await(b.acquire("p2"));
    }
    assertTrue(taken, "b takes the lease after it expired");
    assertFalse(a.holds("p2"), "a stopped trusting its lease before the database let b take it");
    await(b.close());
  }
}
