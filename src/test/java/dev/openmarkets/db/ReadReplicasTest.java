package dev.openmarkets.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.PgCluster;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.function.Predicate;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Reads on a real streaming replica (a primary this test starts with initdb, pg_basebackup -R of
 * it, both on free loopback ports): cache misses are answered by the replica once it has replayed
 * the data's version, CSV exports always by the primary; a replica held back by recovery_min_apply_delay never makes the node cache
 * an old answer under the new version (the primary answers); a stopped replica is left out and
 * the primary answers within the deadline, and it is taken back once it runs again.
 */
@Tag("replica")
class ReadReplicasTest {
  private static final String SQL_MARK = "nullif(v.total_volume";

  @Test
  void readsGoToAReplicaOnlyOnceItHasReplayedTheVersion() throws Exception {
    assumeTrue(PgCluster.available(), "no PostgreSQL server binaries (initdb, pg_basebackup) on this machine");
    try (PgCluster primary = PgCluster.primary()) {
      primary.sql("postgres", "CREATE DATABASE om");
      Database db = Database.external(primary.url("om"));
      try (PgCluster replica = primary.replica()) {
        String replicaUrl = "postgresql://postgres@127.0.0.1:" + replica.port() + "/om";
        JsonObject conf = new JsonObject().put("dbReadUrls", new JsonArray().add(replicaUrl)).put("dbPoolSize", 2);
        try (TestServer s = TestServer.start(db, conf, null)) {
          long before = s.service.state().version("short-volume");
          Ingest.load(s, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
          // the new version's WAL position, read on the primary after the commit, and a replica past it
          long versionLsn = awaitVersionLsn(s, "short-volume", before);
          awaitReplica(s, st -> "up".equals(st.getString("state")) && lsn(st.getString("replayedLsn")) >= versionLsn);
          // a metric per replica state
          String metrics = s.get("/metrics").body();
          assertTrue(metrics.contains("openmarkets_db_replica_state{replica=\"127.0.0.1:" + replica.port()
              + "/om\",state=\"up\"} 1.0"), metrics.lines().filter(l -> l.contains("replica")).toList().toString());

          // (1) a miss is read on the replica: its backend ran the dataset's statement, the primary's did not
          JsonObject first = s.json("/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30");
          assertEquals("1893402.125", first.getJsonArray("data").getJsonObject(0).getString("shortVolume"));
          assertTrue(ranShortVolume(replica), () -> "the replica answered the miss; its sessions: " + sessions(replica)
              + "; the primary's: " + sessions(primary));
          assertEquals(0, ranShortVolume(primary) ? 1 : 0, "the primary did not read it");

          // (1b) a CSV export of the same rows stays on the primary (replicas serve JSON misses only).
          // The export's last statement is its COMMIT, so pg_stat_activity cannot tell: both servers
          // log every statement from a mark on, and the dataset's statement shows in the primary's log only
          for (PgCluster c : java.util.List.of(primary, replica)) {
            c.sql("postgres", "ALTER SYSTEM SET log_statement = 'all'");
            c.sql("postgres", "SELECT pg_reload_conf()");
          }
          Thread.sleep(300);
          primary.sql("postgres", "SELECT 'csv-mark'");
          replica.sql("postgres", "SELECT 'csv-mark'");
          HttpResponse<String> csv = s.get("/api/markets/short-volume/csv?symbol=MSFT&from=2026-11-01&to=2026-11-30");
          assertEquals(200, csv.statusCode(), csv.body());
          assertTrue(csv.body().contains("1893402.125"), csv.body());
          assertTrue(loggedSinceMark(primary).contains(SQL_MARK), "the primary ran the export's statement");
          assertTrue(!loggedSinceMark(replica).contains(SQL_MARK), "the replica did not");
          for (PgCluster c : java.util.List.of(primary, replica)) {
            c.sql("postgres", "ALTER SYSTEM RESET log_statement");
            c.sql("postgres", "SELECT pg_reload_conf()");
          }

          // (2) a replica held back: a new version is answered by the primary, never from the
          // replica's older rows, and that answer is what the cache keeps under the new version
          replica.sql("postgres", "ALTER SYSTEM SET recovery_min_apply_delay = '5s'");
          replica.sql("postgres", "SELECT pg_reload_conf()");
          Thread.sleep(300);
          Ingest.load(s, "short-volume", "CNMSshvol20261118.txt",
              Ingest.sample("finra/CNMSshvol20261117.txt").replace("20261117|", "20261118|")
                  .replace("20261118|MSFT|1893402.125", "20261118|MSFT|7777"));
          long t0 = System.currentTimeMillis();
          String url = "/api/markets/short-volume?symbol=MSFT&from=2026-11-01&to=2026-11-30";
          for (int i = 0; i < 20 && System.currentTimeMillis() - t0 < 4_000; i++) {
            JsonArray rows = s.json(url).getJsonArray("data");
            assertEquals(2, rows.size(), "the new day is in every answer while the replica has not replayed it: " + rows);
            assertEquals("7777", rows.getJsonObject(1).getString("shortVolume"));
            Thread.sleep(100);
          }
          replica.sql("postgres", "ALTER SYSTEM RESET recovery_min_apply_delay");
          replica.sql("postgres", "SELECT pg_reload_conf()");
          awaitReplica(s, st -> "up".equals(st.getString("state")) && st.getLong("lagMillis") == 0);

          // (3) the replica stops: answers keep coming, from the primary, within the deadline
          replica.stop();
          for (int i = 0; i < 10; i++) {
            long start = System.nanoTime();
            HttpResponse<String> r = s.get("/api/markets/short-volume?symbol=AAPL&from=2026-11-01&to=2026-11-" + (20 + i));
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertEquals(200, r.statusCode(), r.body());
            assertTrue(ms < 2_000, "answered within the deadline, took " + ms + " ms");
          }
          awaitReplica(s, st -> "down".equals(st.getString("state")));
          // and it is taken back once it answers again
          replica.start();
          awaitReplica(s, st -> "up".equals(st.getString("state")));
        }
      }
    }
  }

  private static long awaitVersionLsn(TestServer s, String dataset, long versionBefore) throws Exception {
    long deadline = System.currentTimeMillis() + 10_000;
    while (s.service.state().get(dataset).version() <= versionBefore
        || s.service.state().get(dataset).lsn() == dev.openmarkets.ingest.DatasetState.UNKNOWN_LSN) {
      assertTrue(System.currentTimeMillis() < deadline, "the new version's WAL position was read");
      Thread.sleep(20);
    }
    return s.service.state().get(dataset).lsn();
  }

  /** A pg_lsn's text (high/low 32 bits in hex) as a byte position. */
  private static long lsn(String text) {
    if (text == null) {
      return -1;
    }
    String[] parts = text.split("/");
    return (Long.parseLong(parts[0], 16) << 32) + Long.parseLong(parts[1], 16);
  }

  /** Whether a client backend of the server last ran the short-volume statement. */
  private static String sessions(PgCluster c) {
    try {
      return c.sql("postgres", "SELECT string_agg(left(query, 80), ' | ') FROM pg_stat_activity WHERE datname = 'om' "
          + "AND backend_type = 'client backend' AND pid <> pg_backend_pid()");
    } catch (Exception e) {
      return e.toString();
    }
  }

  /** What the server logged after the last `SELECT 'csv-mark'` (its log is server.log beside its data directory). */
  private static String loggedSinceMark(PgCluster c) throws Exception {
    String log = c.sql("postgres", "SELECT pg_read_file(current_setting('data_directory') || '/../server.log')");
    return log.substring(log.lastIndexOf("SELECT 'csv-mark'"));
  }

  private static boolean ranShortVolume(PgCluster c) throws Exception {
    return Integer.parseInt(c.sql("postgres", "SELECT count(*) FROM pg_stat_activity WHERE datname = 'om' "
        + "AND backend_type = 'client backend' AND query LIKE '%" + SQL_MARK + "%' AND pid <> pg_backend_pid()")) > 0;
  }

  private static void awaitReplica(TestServer s, Predicate<JsonObject> condition) throws Exception {
    long deadline = System.currentTimeMillis() + 15_000;
    JsonObject st = null;
    while (System.currentTimeMillis() < deadline) {
      st = s.json("/stats").getJsonArray("readReplicas").getJsonObject(0);
      if (condition.test(st)) {
        return;
      }
      Thread.sleep(100);
    }
    throw new AssertionError("the replica did not reach the expected state: " + st);
  }
}
