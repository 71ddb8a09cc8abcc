package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.ConfigException;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * mirror.intervalMinutes: a serving node publishes on a schedule, one node of a fleet (the pollers'
 * lease), only when data changed, each new version chained to the one before; failures show on
 * /stats (with the reason) and /metrics like a poller's; an interval without a key stops start-up.
 */
@Tag("db")
class ScheduledPublishTest {
  /** 0.005 minutes: a run every 300 ms. */
  private static final double INTERVAL = 0.005;

  @TempDir
  Path dir;

  @Test
  void oneNodeOfTwoPublishesAndALaterPublicationChainsToThePrevious() throws Exception {
    TestServer demo = TestServer.start("mirror_schedule", new JsonObject().put("demo", true));
    demo.close();
    Database db = demo.db;
    Path keyFile = dir.resolve("mirror.key");
    MinisignKey key = MinisignKey.generate();
    key.write(keyFile);
    Path dirA = dir.resolve("a");
    Path dirB = dir.resolve("b");
    try (TestServer a = TestServer.start(db, node(dirA, keyFile), null);
        TestServer b = TestServer.start(db, node(dirB, keyFile), null)) {
      Path[] dirs = {dirA, dirB};
      awaitTrue(() -> manifests(dirs) > 0, 120_000, "a node published");
      // several intervals later: still one publisher and one version (nothing changed)
      Thread.sleep(3_000);
      assertEquals(1, manifests(dirs), "exactly one node publishes");
      Path published = Files.exists(dirA.resolve(MirrorLayout.MANIFEST)) ? dirA : dirB;
      TestServer holder = published == dirA ? a : b;
      Manifest first = manifest(published);
      assertEquals(1, first.version());
      assertEquals(1, TestDb.count(db, "SELECT count(*) FROM poller_leases WHERE poller = 'mirror-publish'"));
      JsonObject status = poller(holder, "mirror-publish");
      // a success's outcome on /stats is its summary
      assertEquals("no data changed since the last publication", status.getString("last_outcome"), status.encode());
      assertEquals(0, status.getInteger("consecutive_failures"));

      // new data (as an ingest commit writes it: rows and a version bump): a new version, chained
      TestDb.exec(db, """
          INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market)
          VALUES ('2031-01-02', 'ZZZT', 10, 0, 20, 'B');
          UPDATE dataset_state SET version = version + 1, updated_at = now() WHERE dataset = 'short-volume'""");
      awaitTrue(() -> manifest(published).version() == 2, 60_000, "version 2 published");
      Manifest second = manifest(published);
      byte[] firstBytes = Files.readAllBytes(published.resolve(MirrorLayout.manifestVersionPath(1)));
      assertEquals(MirrorLayout.manifestVersionPath(1), second.previousPath());
      assertEquals(Sha256.of(firstBytes), second.previousSha256());
      assertEquals(first, Manifest.decode(firstBytes), "version 1 kept as it was");
      ManifestFile added = second.files().stream()
          .filter(f -> f.table().equals("short_volume") && f.partition().equals("2031")).findFirst().orElseThrow();
      assertEquals(1, added.rows());
      assertFalse(first.files().contains(added));
      // a file of version 1 is still there, unchanged; the other tables' entries are the same objects
      for (ManifestFile f : first.files()) {
        assertEquals(f.sha256(), Sha256.of(published.resolve(f.path())), f.path());
      }
      assertEquals(first.files().stream().filter(f -> !f.table().equals("short_volume")).toList(),
          second.files().stream().filter(f -> !f.table().equals("short_volume")).toList());
      Thread.sleep(2_000);
      assertEquals(2, manifest(published).version(), "no version without a change");
      assertEquals(1, manifests(dirs));
    }
  }

  @Test
  void aFailedPublicationShowsOnStatsWithItsReasonAndOnMetrics() throws Exception {
    Database db = TestDb.freshDatabase("mirror_schedule_failure");
    Path keyFile = dir.resolve("mirror.key");
    MinisignKey.generate().write(keyFile);
    // the mirror directory is a regular file: no publication can be written
    Path notADir = Files.writeString(dir.resolve("not-a-directory"), "x");
    try (TestServer node = TestServer.start(db, node(notADir, keyFile), null)) {
      awaitTrue(() -> "error".equals(poller(node, "mirror-publish").getString("last_outcome")), 60_000, "a failure");
      JsonObject status = poller(node, "mirror-publish");
      assertTrue(status.getString("last_error").contains("not-a-directory"), status.encode());
      assertTrue(status.getInteger("consecutive_failures") >= 1, status.encode());
      String metrics = node.get("/metrics").body();
      assertTrue(metrics.lines().anyMatch(l -> l.startsWith("openmarkets_poll_outcomes_total")
          && l.contains("poller=\"mirror-publish\"") && l.contains("outcome=\"error\"")), metrics);
    }
  }

  @Test
  void anIntervalWithoutAKeyStopsStartUpNamingBothSettings() {
    ConfigException e = assertThrows(ConfigException.class, () -> ConfigLoader.load(Path.of("missing.json"),
        Map.of("OPENMARKETS_MIRROR__INTERVAL_MINUTES", "60"), new JsonObject()));
    assertTrue(e.getMessage().contains("mirror.intervalMinutes") && e.getMessage().contains("mirror.keyFile"),
        e.getMessage());
    ConfigException negative = assertThrows(ConfigException.class, () -> ConfigLoader.load(Path.of("missing.json"),
        Map.of("OPENMARKETS_MIRROR__INTERVAL_MINUTES", "-1"), new JsonObject()));
    assertTrue(negative.getMessage().contains("mirror.intervalMinutes"), negative.getMessage());
    // 0 (the default) is off and needs no key
    assertEquals(0.0, ConfigLoader.load(Path.of("missing.json"), Map.of(), new JsonObject()).mirrorIntervalMinutes());
  }

  @Test
  void anUnreadableKeyStopsStartUp() {
    Database db = TestDb.freshDatabase("mirror_schedule_nokey");
    Exception e = assertThrows(Exception.class,
        () -> TestServer.start(db, node(dir.resolve("m"), dir.resolve("no-such.key")), null));
    assertTrue(String.valueOf(rootMessage(e)).contains("no-such.key"), String.valueOf(rootMessage(e)));
  }

  private static JsonObject node(Path mirrorDir, Path keyFile) {
    return new JsonObject()
        .put("mirror", new JsonObject().put("dir", mirrorDir.toString()).put("intervalMinutes", INTERVAL)
            .put("keyFile", keyFile.toString()))
        .put("fleet", new JsonObject().put("leaseSeconds", 3));
  }

  private static int manifests(Path[] dirs) {
    int n = 0;
    for (Path d : dirs) {
      if (Files.exists(d.resolve(MirrorLayout.MANIFEST))) {
        n++;
      }
    }
    return n;
  }

  private static Manifest manifest(Path dir) {
    try {
      return Manifest.decode(Files.readAllBytes(dir.resolve(MirrorLayout.MANIFEST)));
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static JsonObject poller(TestServer node, String name) {
    try {
      JsonArray pollers = node.json("/stats").getJsonArray("pollers");
      for (int i = 0; i < pollers.size(); i++) {
        if (name.equals(pollers.getJsonObject(i).getString("poller"))) {
          return pollers.getJsonObject(i);
        }
      }
      return new JsonObject();
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  private static void awaitTrue(BooleanSupplier done, long millis, String what) throws InterruptedException {
    long deadline = System.currentTimeMillis() + millis;
    while (!done.getAsBoolean()) {
      if (System.currentTimeMillis() > deadline) {
        throw new AssertionError("timed out waiting for: " + what);
      }
      Thread.sleep(100);
    }
  }

  private static String rootMessage(Throwable e) {
    StringBuilder all = new StringBuilder();
    for (Throwable t = e; t != null; t = t.getCause()) {
      all.append(t.getMessage()).append(" / ");
    }
    return all.toString();
  }
}
