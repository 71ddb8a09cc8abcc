package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.db.Database;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * seed from a directory and over HTTP gives the source's rows exactly (every column of every row,
 * decimals with their scale); a second run changes nothing; an interrupted run resumes to the same
 * result; and every refusal (wrong key, edited manifest, flipped byte, truncated file, missing file,
 * schema mismatch) names the file and writes no row.
 */
@Tag("db")
class MirrorSeedTest {
  @TempDir
  static Path dir;
  private static Database source;
  private static MinisignKey key;
  private static Path mirror;
  private static TestServer serving;
  private static Map<String, String> sourcePrints;

  @BeforeAll
  static void publish() throws Exception {
    TestServer demo = TestServer.start("mirror_seed_source", new JsonObject().put("demo", true));
    demo.close();
    source = demo.db;
    key = MinisignKey.generate();
    mirror = dir.resolve("mirror");
    MirrorFixture.publish(source, key, mirror);
    sourcePrints = prints(source);
    serving = TestServer.start("mirror_seed_serving", new JsonObject().put("mirror",
        new JsonObject().put("dir", mirror.toString())));
  }

  @AfterAll
  static void stop() throws Exception {
    serving.close();
  }

  @Test
  void aSeedFromTheDirectoryEqualsTheSourceAndASecondRunChangesNothing() throws Exception {
    Database db = TestDb.freshDatabase("mirror_seed_dir");
    Seeder.Result first = seed(db, MirrorSource.of(mirror.toString()), key.publicKeyFile(), p -> { });
    assertEquals(manifestFiles(), first.loaded());
    // an empty node: every file is COPYed straight into its table, but funding_snapshot_history's,
    // which funding_snapshot's trigger filled as that file loaded: they conflict and take the upsert
    assertEquals(manifestFiles() - (int) triggerFilledFiles(), first.direct());
    assertEquals((int) triggerFilledFiles(), first.upserted());
    assertEquals(sourcePrints, prints(db));
    Seeder.Result second = seed(db, MirrorSource.of(mirror.toString()), key.publicKeyFile(), p -> { });
    assertEquals(0, second.loaded());
    assertEquals(manifestFiles(), second.skipped());
    assertEquals(sourcePrints, prints(db));
    // the upstream files are recorded once each, as loaded: pollers and backfill continue after them
    Manifest m = Manifest.decode(java.nio.file.Files.readAllBytes(mirror.resolve(MirrorLayout.MANIFEST)));
    long upstream = m.files().stream().flatMap(f -> f.upstream().stream())
        .map(u -> u.source() + "/" + u.name() + "/" + u.sha256()).distinct().count();
    assertTrue(upstream > 30, "upstream files listed: " + upstream);
    assertEquals(upstream, count(db, "SELECT count(*) FROM ingest_files"));
    assertEquals(0, count(db, "SELECT count(*) FROM (SELECT source, name FROM ingest_files GROUP BY 1, 2, sha256 "
        + "HAVING count(*) > 1) d"));
  }

  @Test
  void aSeedOverHttpFromANodesMirrorEqualsTheSource() throws Exception {
    Database db = TestDb.freshDatabase("mirror_seed_http");
    Seeder.Result r = seed(db, MirrorSource.of(serving.base + "/mirror/"), key.publicKeyFile(), p -> { });
    assertEquals(manifestFiles(), r.loaded());
    assertEquals(sourcePrints, prints(db));
  }

  @Test
  void aSeedOverRowsTheNodeHoldsTakesTheUpsertPathAndGivesTheSameTables() throws Exception {
    Database db = TestDb.freshDatabase("mirror_seed_overlap");
    Seeder.Result fresh = seed(db, MirrorSource.of(mirror.toString()), key.publicKeyFile(), p -> { });
    assertEquals(manifestFiles() - (int) triggerFilledFiles(), fresh.direct());
    Map<String, Long> counts = rowCounts(db);
    Map<String, Long> versions = versions(db);
    // a corrected partition: the node holds liquidation_events' rows already, one of them changed
    // since; those files conflict, take the upsert path, and their rows replace the node's
    List<ManifestFile> victims = Manifest.decode(Files.readAllBytes(mirror.resolve("manifest.json"))).files().stream()
        .filter(f -> f.table().equals("liquidation_events")).toList();
    assertTrue(!victims.isEmpty());
    TestDb.exec(db, "DELETE FROM mirror_seeded_files WHERE table_name = 'liquidation_events'");
    assertEquals(1, count(db, "WITH c AS (UPDATE liquidation_events SET price = price + 1 WHERE id = "
        + "(SELECT min(id) FROM liquidation_events) RETURNING 1) SELECT count(*) FROM c"));
    assertTrue(!sourcePrints.equals(prints(db)));
    Seeder.Result again = seed(db, MirrorSource.of(mirror.toString()), key.publicKeyFile(), p -> { });
    assertEquals(victims.size(), again.loaded());
    assertEquals(0, again.direct());
    assertEquals(victims.size(), again.upserted());
    assertEquals(sourcePrints, prints(db));
    // no row added: the row counts stay; each dataset a reloaded file feeds got one version per file
    assertEquals(counts, rowCounts(db));
    Map<String, Long> expected = new java.util.TreeMap<>(versions);
    victims.forEach(f -> f.datasets().forEach(d -> expected.merge(d, 1L, Long::sum)));
    assertEquals(expected, versions(db));
  }

  /** Files of tables a trigger on another published table fills (funding_snapshot keeps its history). */
  private static long triggerFilledFiles() throws IOException {
    long n = Manifest.decode(Files.readAllBytes(mirror.resolve("manifest.json"))).files().stream()
        .filter(f -> f.table().equals("funding_snapshot_history")).count();
    assertTrue(n > 0, "the demo publishes funding_snapshot_history");
    return n;
  }

  private static Map<String, Long> rowCounts(Database db) throws Exception {
    return column(db, "SELECT dataset, row_count FROM dataset_state ORDER BY dataset");
  }

  private static Map<String, Long> versions(Database db) throws Exception {
    return column(db, "SELECT dataset, version FROM dataset_state ORDER BY dataset");
  }

  private static Map<String, Long> column(Database db, String sql) throws Exception {
    Map<String, Long> out = new java.util.TreeMap<>();
    try (Connection c = MirrorFixture.jdbc(db); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      while (rs.next()) {
        out.put(rs.getString(1), rs.getLong(2));
      }
    }
    return out;
  }

  @Test
  void anInterruptedSeedResumesToTheSameResult() throws Exception {
    Database db = TestDb.freshDatabase("mirror_seed_resume");
    RuntimeException kill = new RuntimeException("killed");
    int[] loaded = {0};
    RuntimeException thrown = assertThrows(RuntimeException.class, () -> seed(db, MirrorSource.of(mirror.toString()),
        key.publicKeyFile(), f -> {
          if (++loaded[0] == 3) {
            throw kill;
          }
        }));
    assertEquals(kill, thrown);
    assertEquals(3, count(db, "SELECT count(*) FROM mirror_seeded_files"));
    Seeder.Result rest = seed(db, MirrorSource.of(mirror.toString()), key.publicKeyFile(), p -> { });
    assertEquals(manifestFiles() - 3, rest.loaded());
    assertEquals(sourcePrints, prints(db));
  }

  @Test
  void everyRefusalNamesTheFileAndWritesNothing() throws Exception {
    Database db = TestDb.freshDatabase("mirror_seed_refusals");
    ManifestFile victim = Manifest.decode(Files.readAllBytes(mirror.resolve("manifest.json"))).files().stream()
        .filter(f -> f.bytes() > 1000).findFirst().orElseThrow();

    refused(db, copy("wrong-key"), MinisignKey.generate().publicKeyFile(), "manifest.json: signed with another key");
    Path edited = copy("edited");
    Files.writeString(edited.resolve("manifest.json"),
        Files.readString(edited.resolve("manifest.json")).replaceFirst("\"rows\" : (\\d)", "\"rows\" : 9$1"));
    refused(db, edited, key.publicKeyFile(), "manifest.json: the signature does not match the file");
    Path flipped = copy("flipped");
    try (RandomAccessFile f = new RandomAccessFile(flipped.resolve(victim.path()).toFile(), "rw")) {
      f.seek(victim.bytes() / 2);
      int b = f.read();
      f.seek(victim.bytes() / 2);
      f.write(b ^ 0x01);
    }
    refused(db, flipped, key.publicKeyFile(), victim.path() + ": sha256 ");
    Path truncated = copy("truncated");
    try (RandomAccessFile f = new RandomAccessFile(truncated.resolve(victim.path()).toFile(), "rw")) {
      f.setLength(victim.bytes() - 10);
    }
    refused(db, truncated, key.publicKeyFile(), victim.path() + ": " + (victim.bytes() - 10) + " bytes");
    Path missing = copy("missing");
    Files.delete(missing.resolve(victim.path()));
    refused(db, missing, key.publicKeyFile(), victim.path() + ": missing");
    Path noSig = copy("no-signature");
    Files.delete(noSig.resolve("manifest.json.minisig"));
    refused(db, noSig, key.publicKeyFile(), "manifest.json.minisig: missing");

    TestDb.exec(db, "ALTER TABLE " + victim.table() + " ADD COLUMN mirror_test_extra integer");
    refused(db, mirror, key.publicKeyFile(), victim.path() + ": schema mismatch");
  }

  private static void refused(Database db, Path from, MinisignPublicKey pub, String message) throws Exception {
    SeedRefused e = assertThrows(SeedRefused.class, () -> seed(db, MirrorSource.of(from.toString()), pub, p -> { }));
    assertTrue(e.getMessage().startsWith(message), e.getMessage() + " should start with " + message);
    Map<String, String> prints = prints(db);
    prints.forEach((table, print) -> assertTrue(print.startsWith("0:"), table + " has rows: " + print));
    assertEquals(0, count(db, "SELECT count(*) FROM mirror_seeded_files"));
    assertEquals(0, count(db, "SELECT count(*) FROM ingest_files"));
  }

  private static Seeder.Result seed(Database db, MirrorSource from, MinisignPublicKey pub, Consumer<ManifestFile> onLoad)
      throws Exception {
    try (Connection c = MirrorFixture.jdbc(db)) {
      return new Seeder(c, from, pub, Files.createTempDirectory(dir, "scratch"), new SeedProgress() {
        @Override
        public void start(int toCheck, int toLoad, int alreadyLoaded) {
        }

        @Override
        public void checked(ManifestFile f) {
        }

        @Override
        public void loaded(ManifestFile f, long nanos) {
          onLoad.accept(f);
        }

        @Override
        public void historyEnds(String dataset, String maxTime) {
        }
      }).seed(List.of());
    }
  }

  private static Path copy(String name) throws IOException {
    Path to = dir.resolve(name);
    List<Path> all = new ArrayList<>();
    try (var walk = Files.walk(mirror)) {
      walk.forEach(all::add);
    }
    for (Path p : all) {
      Path t = to.resolve(mirror.relativize(p).toString());
      if (Files.isDirectory(p)) {
        Files.createDirectories(t);
      } else {
        Files.copy(p, t);
      }
    }
    return to;
  }

  private static int manifestFiles() throws IOException {
    return Manifest.decode(Files.readAllBytes(mirror.resolve("manifest.json"))).files().size();
  }

  /** Per published table: its row count and the sum of 60 bits of each whole row's md5 (every column, as text). */
  static Map<String, String> prints(Database db) throws Exception {
    Map<String, String> out = new LinkedHashMap<>();
    try (Connection c = MirrorFixture.jdbc(db); Statement st = c.createStatement()) {
      for (MirrorTable t : MirrorFixture.tables(source)) {
        // a row's file_id is this database's id of its upstream file: compared as the file it names
        try (ResultSet rs = st.executeQuery("SELECT count(*), coalesce(sum(('x' || substr(md5(((to_jsonb(r) - 'file_id')"
            + " || jsonb_build_object('file', (SELECT f.source || '/' || f.name || '/' || coalesce(f.sha256, '')"
            + " FROM ingest_files f WHERE f.id = (to_jsonb(r) ->> 'file_id')::bigint)))::text), 1, 15))"
            + "::bit(60)::bigint), 0) FROM " + t.table() + " r")) {
          rs.next();
          out.put(t.table(), rs.getLong(1) + ":" + rs.getBigDecimal(2).toPlainString());
        }
      }
    }
    return out;
  }

  private static long count(Database db, String sql) throws Exception {
    try (Connection c = MirrorFixture.jdbc(db); Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getLong(1);
    }
  }
}
