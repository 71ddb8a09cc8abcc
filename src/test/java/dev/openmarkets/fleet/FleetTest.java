package dev.openmarkets.fleet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.Database;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.TestDb;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two real `serve` processes on one PostgreSQL and a local FINRA upstream: the short-volume poller
 * runs on one node only (each file fetched once, one ingest_files row per file; the crypto instruments
 * poll that runs beside it records its own polls there too), both nodes serve
 * the data, /stats names the holder, and when the holder is killed (SIGKILL, no goodbye) the other
 * node takes the poller over within one poll interval and loads the next file.
 */
@Tag("db")
@Tag("fleet")
class FleetTest {
  private static final int INTERVAL_SECONDS = 5;
  private static final DateTimeFormatter DAY = DateTimeFormatter.BASIC_ISO_DATE;

  @Test
  void oneNodePollsAndTheOtherTakesOverWhenItDies() throws Exception {
    Path dir = Files.createDirectories(Path.of("target", "fleet-test"));
    List<LocalDate> days = recentWeekdays(4);
    try (LocalUpstream upstream = new LocalUpstream()) {
      for (LocalDate d : days.subList(0, 3)) {
        upstream.serve(path(d), dayFile(d));
      }
      Database db = TestDb.freshDatabase("fleet");
      Path conf = writeConf(dir, upstream.baseUrl());
      String url = dbUrl(db.url());
      try (FleetNode a = FleetNode.start("node-a", conf, url, dir);
          FleetNode b = FleetNode.start("node-b", conf, url, dir)) {
        awaitLoaded(db, 3, 30_000);
        // settle a few intervals: the standby must not fetch anything meanwhile
        Thread.sleep(INTERVAL_SECONDS * 1000L + 1000);
        for (LocalDate d : days.subList(0, 3)) {
          assertEquals(1, count(upstream, path(d)), "fetched once: " + path(d));
        }
        assertEquals(3, TestDb.count(db, "SELECT count(*) FROM ingest_files WHERE dataset = 'short-volume'"), "one ingest_files row per file");
        String symbolQuery = "/api/markets/short-volume?symbol=MSFT&from=" + days.get(0) + "&to=" + days.get(3);
        assertEquals(3, a.json(symbolQuery).getJsonArray("data").size());
        assertEquals(3, b.json(symbolQuery).getJsonArray("data").size());

        JsonObject holder = pollerStats(a);
        long leaderPid = holder.getLong("holder_pid");
        assertTrue(leaderPid == a.pid() || leaderPid == b.pid(), "holder is one of the nodes: " + holder);
        assertEquals(holder.getLong("holder_pid"), pollerStats(b).getLong("holder_pid"), "both nodes agree");
        FleetNode leader = leaderPid == a.pid() ? a : b;
        FleetNode survivor = leader == a ? b : a;

        // from here on every request counts: the newest file was absent (asked for at every poll) until now
        upstream.forget();
        upstream.serve(path(days.get(3)), dayFile(days.get(3)));
        long killedAt = System.currentTimeMillis();
        leader.kill();
        long takenOver = awaitHolder(survivor, survivor.pid(), INTERVAL_SECONDS * 1000L * 3);
        long takeoverMillis = takenOver - killedAt;
        awaitLoaded(db, 4, 20_000);
        System.out.println("fleet: takeover " + takeoverMillis + " ms after SIGKILL of the leader (interval "
            + INTERVAL_SECONDS + " s, lease 3 s)");
        assertTrue(takeoverMillis <= INTERVAL_SECONDS * 1000L, "takeover within one interval: " + takeoverMillis + " ms");
        assertEquals(1, count(upstream, path(days.get(3))), "the new file fetched once across the hand-over");
        for (LocalDate d : days.subList(0, 3)) {
          assertEquals(0, count(upstream, path(d)), "loaded files are not fetched again by the new holder: " + path(d));
        }
        assertEquals(4, survivor.json(symbolQuery).getJsonArray("data").size());
        assertNotEquals(leaderPid, pollerStats(survivor).getLong("holder_pid"));
      }
    }
  }

  private static JsonObject pollerStats(FleetNode node) throws Exception {
    return node.json("/stats").getJsonArray("pollers").stream().map(o -> (JsonObject) o)
        .filter(o -> "finra-short-volume".equals(o.getString("poller"))).findFirst()
        .orElseThrow(() -> new AssertionError("no finra-short-volume in /stats"));
  }

  private static long awaitHolder(FleetNode node, long pid, long millis) throws Exception {
    long deadline = System.currentTimeMillis() + millis;
    while (System.currentTimeMillis() < deadline) {
      Long holder = pollerStats(node).getLong("holder_pid");
      if (holder != null && holder == pid) {
        return System.currentTimeMillis();
      }
      Thread.sleep(50);
    }
    throw new AssertionError("node " + pid + " did not take the poller over in " + millis + " ms");
  }

  private static void awaitLoaded(Database db, int files, long millis) throws Exception {
    long deadline = System.currentTimeMillis() + millis;
    while (TestDb.count(db, "SELECT count(*) FROM ingest_files WHERE dataset = 'short-volume' AND status = 'loaded'") < files) {
      if (System.currentTimeMillis() > deadline) {
        throw new AssertionError("fewer than " + files + " files loaded in " + millis + " ms");
      }
      Thread.sleep(100);
    }
  }

  private static long count(LocalUpstream upstream, String path) {
    return upstream.paths().stream().filter(path::equals).count();
  }

  private static String path(LocalDate d) {
    return "/finra/CNMSshvol" + d.format(DAY) + ".txt";
  }

  private static byte[] dayFile(LocalDate d) throws Exception {
    return Ingest.sample("finra/CNMSshvol20261117.txt").replace("20261117", d.format(DAY))
        .getBytes(StandardCharsets.ISO_8859_1);
  }

  /** The n weekdays before today (UTC), oldest first: files the FINRA schedule has due. */
  private static List<LocalDate> recentWeekdays(int n) {
    List<LocalDate> out = new ArrayList<>();
    LocalDate d = LocalDate.now(ZoneOffset.UTC).minusDays(1);
    while (out.size() < n) {
      if (d.getDayOfWeek() != DayOfWeek.SATURDAY && d.getDayOfWeek() != DayOfWeek.SUNDAY) {
        out.add(0, d);
      }
      d = d.minusDays(1);
    }
    return out;
  }

  /** Every upstream of the defaults disabled but FINRA short volume, which reads the local upstream. */
  private static Path writeConf(Path dir, String base) throws Exception {
    JsonObject defaults;
    try (InputStream in = FleetTest.class.getClassLoader().getResourceAsStream("defaults.json")) {
      defaults = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    JsonObject upstreams = new JsonObject();
    for (String name : defaults.getJsonObject("upstreams").fieldNames()) {
      upstreams.put(name, new JsonObject().put("enabled", false));
    }
    upstreams.put("finra-short-volume", new JsonObject().put("enabled", true).put("baseUrl", base + "/finra")
        .put("intervalSeconds", INTERVAL_SECONDS).put("timeoutSeconds", 5).put("backfillDays", 10));
    JsonObject conf = new JsonObject()
        .put("host", "127.0.0.1")
        .put("httpInstances", 1)
        .put("dbPoolSize", 4)
        .put("fleet", new JsonObject().put("leaseSeconds", 3))
        .put("upstreams", upstreams);
    Path file = dir.resolve("fleet.json");
    Files.writeString(file, conf.encodePrettily());
    return file;
  }

  private static String dbUrl(DbUrl u) {
    return "postgresql://" + u.user() + (u.password() == null ? "" : ":" + u.password()) + "@" + u.host() + ":"
        + u.port() + "/" + u.database();
  }
}
