package dev.openmarkets.mirror;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * `mirror publish` over every family's demo data: the manifest verifies with the real minisign, every
 * file is where the manifest says with its sha256, and the independent reader (DuckDB) reads from the
 * Parquet files the rows PostgreSQL holds: counts, and the exact sum of every decimal column.
 */
@Tag("db")
class MirrorPublishTest {
  private static TestServer source;
  @TempDir
  static Path dir;
  private static MinisignKey key;
  private static Manifest manifest;

  @BeforeAll
  static void publish() throws Exception {
    source = TestServer.start("mirror_publish", new JsonObject().put("demo", true));
    // the demo keeps making liquidations while it runs: stop it, keeping its database, so the
    // published files and the database compared with them hold the same rows
    source.close();
    key = MinisignKey.generate();
    key.write(dir.resolve("keys/mirror.key"));
    Publisher.Result r = MirrorFixture.publish(source.db, key, dir.resolve("mirror"));
    assertEquals(1, r.version());
    manifest = Manifest.decode(Files.readAllBytes(dir.resolve("mirror/manifest.json")));
  }

  @Test
  void minisignVerifiesTheManifestWithThePublishedAndTheKeygenKey() throws Exception {
    MinisignTool.require();
    Path m = dir.resolve("mirror");
    MinisignTool.Result r = MinisignTool.run("-Vm", m.resolve("manifest.json").toString(), "-p",
        m.resolve("openmarkets.pub").toString());
    assertEquals(0, r.exit(), r.output());
    assertArrayEquals(Files.readAllBytes(dir.resolve("keys/mirror.key.pub")), Files.readAllBytes(m.resolve("openmarkets.pub")));
  }

  @Test
  void everyTableWithRowsIsPublishedAndEveryFileMatchesItsEntry() throws Exception {
    Map<String, Long> rowsByTable = new HashMap<>();
    for (ManifestFile f : manifest.files()) {
      Path p = dir.resolve("mirror").resolve(f.path());
      assertEquals(f.bytes(), Files.size(p), f.path());
      assertEquals(f.sha256(), Sha256.of(p), f.path());
      assertTrue(f.path().startsWith("data/" + f.table() + "/" + f.partition() + "/"), f.path());
      rowsByTable.merge(f.table(), f.rows(), Long::sum);
    }
    try (Connection c = MirrorFixture.jdbc(source.db); Statement st = c.createStatement()) {
      int withRows = 0;
      for (MirrorTable t : MirrorFixture.tables(source.db)) {
        try (ResultSet rs = st.executeQuery("SELECT count(*) FROM " + t.table())) {
          rs.next();
          assertEquals(rs.getLong(1), rowsByTable.getOrDefault(t.table(), 0L), t.table());
          withRows += rs.getLong(1) > 0 ? 1 : 0;
        }
      }
      // the demo data fills most tables: a publication that silently skipped them would fail here
      assertTrue(withRows >= 20, "tables with demo rows: " + withRows);
    }
  }

  @Test
  void duckDbReadsEveryFileWithTheManifestsRowsAndExactDecimalSums() throws Exception {
    try (Connection pg = MirrorFixture.jdbc(source.db); Connection duck = java.sql.DriverManager.getConnection("jdbc:duckdb:")) {
      int decimalsCompared = 0;
      for (ManifestFile f : manifest.files()) {
        String parquet = ParquetWriter.literal(dir.resolve("mirror").resolve(f.path()).toString());
        assertEquals(f.rows(), one(duck, "SELECT count(*) FROM read_parquet(" + parquet + ")").longValue(), f.path());
        for (Column col : f.schema()) {
          if (col.parquetType().startsWith("DECIMAL")) {
            String q = Column.quote(col.name());
            java.math.BigDecimal parquetSum = one(duck, "SELECT coalesce(sum(" + q + "), 0) FROM read_parquet(" + parquet + ")");
            java.math.BigDecimal pgSum = one(pg, "SELECT coalesce(sum(" + q + "), 0) FROM " + f.table() + " r WHERE "
                + new PartitionStats(f.partition(), 0, "", null, null).whereSql(table(f), timeWithZone(f)));
            assertEquals(0, pgSum.compareTo(parquetSum), f.path() + " " + col.name() + ": " + pgSum + " vs " + parquetSum);
            decimalsCompared++;
          }
        }
      }
      assertTrue(decimalsCompared > 10, "decimal columns compared: " + decimalsCompared);
    }
  }

  /** docs/mirror.md's DuckDB query, on the directory instead of https://HOST/mirror/ (httpfs cannot be installed here). */
  @Test
  void theDocsDuckDbQueryReadsATableThroughTheManifest() throws Exception {
    String base = dir.resolve("mirror").toString() + "/";
    long manifestRows = manifest.files().stream().filter(f -> f.table().equals("short_volume"))
        .mapToLong(ManifestFile::rows).sum();
    try (Connection duck = java.sql.DriverManager.getConnection("jdbc:duckdb:"); Statement st = duck.createStatement()) {
      st.execute("SET VARIABLE files = (SELECT list(" + ParquetWriter.literal(base) + " || f.path) "
          + "FROM (SELECT unnest(files) AS f FROM read_json(" + ParquetWriter.literal(base + "manifest.json") + ")) "
          + "WHERE f.table = 'short_volume')");
      try (ResultSet rs = st.executeQuery("SELECT count(*), sum(short_volume) FROM read_parquet(getvariable('files'))");
          Connection pg = MirrorFixture.jdbc(source.db); Statement ps = pg.createStatement();
          ResultSet expected = ps.executeQuery("SELECT count(*), sum(short_volume) FROM short_volume")) {
        rs.next();
        expected.next();
        assertTrue(manifestRows > 0);
        assertEquals(manifestRows, rs.getLong(1));
        assertEquals(expected.getLong(1), rs.getLong(1));
        assertEquals(0, expected.getBigDecimal(2).compareTo(rs.getBigDecimal(2)));
      }
    }
  }

  @Test
  void timestampsAndDecimalsAreTypedColumns() throws Exception {
    ManifestFile f = manifest.files().stream().filter(x -> x.schema().stream()
        .anyMatch(c -> c.parquetType().equals("TIMESTAMPTZ"))).findFirst().orElseThrow();
    try (Connection duck = java.sql.DriverManager.getConnection("jdbc:duckdb:"); Statement st = duck.createStatement();
        ResultSet rs = st.executeQuery("DESCRIBE SELECT * FROM read_parquet("
            + ParquetWriter.literal(dir.resolve("mirror").resolve(f.path()).toString()) + ")")) {
      Map<String, String> types = new HashMap<>();
      while (rs.next()) {
        types.put(rs.getString(1), rs.getString(2));
      }
      for (Column c : f.schema()) {
        if (c.parquetType().equals("TIMESTAMPTZ")) {
          assertEquals("TIMESTAMP WITH TIME ZONE", types.get(c.name()), c.name());
        } else if (c.parquetType().startsWith("DECIMAL")) {
          assertEquals(c.parquetType(), types.get(c.name()), c.name());
        }
      }
    }
  }

  @Test
  void aRepublishWithoutNewDataWritesNothingAndNewDataAddsOneFileAndAVersion() throws Exception {
    Path mirror = dir.resolve("republish");
    TestServer own = TestServer.start("mirror_republish", new JsonObject().put("demo", true));
    own.close();
    Publisher.Result first = MirrorFixture.publish(own.db, key, mirror);
    byte[] v1 = Files.readAllBytes(mirror.resolve("manifest.json"));
    List<Path> filesBefore = dataFiles(mirror);

    Publisher.Result again = MirrorFixture.publish(own.db, key, mirror);
    assertFalse(again.published());
    assertEquals(0, again.written());
    assertArrayEquals(v1, Files.readAllBytes(mirror.resolve("manifest.json")));
    assertEquals(filesBefore, dataFiles(mirror));

    TestDb.exec(own.db, "INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market) "
        + "SELECT trade_date + 3650, symbol, short_volume, short_exempt_volume, total_volume, market FROM short_volume LIMIT 1");
    Publisher.Result second = MirrorFixture.publish(own.db, key, mirror);
    assertEquals(first.version() + 1, second.version());
    assertEquals(1, second.written());
    Manifest m2 = Manifest.decode(Files.readAllBytes(mirror.resolve("manifest.json")));
    assertEquals(Sha256.of(v1), m2.previousSha256());
    assertArrayEquals(v1, Files.readAllBytes(mirror.resolve(m2.previousPath())));
    List<Path> filesAfter = dataFiles(mirror);
    assertEquals(filesBefore.size() + 1, filesAfter.size());
    assertTrue(filesAfter.containsAll(filesBefore));
    for (ManifestFile f : Manifest.decode(v1).files()) {
      assertEquals(f.sha256(), Sha256.of(mirror.resolve(f.path())), "published files never change: " + f.path());
    }
  }

  private static List<Path> dataFiles(Path mirror) throws Exception {
    try (var walk = Files.walk(mirror.resolve("data"))) {
      return walk.filter(Files::isRegularFile).sorted().toList();
    }
  }

  private static MirrorTable table(ManifestFile f) throws Exception {
    return MirrorFixture.tables(source.db).stream().filter(t -> t.table().equals(f.table())).findFirst().orElseThrow();
  }

  private static boolean timeWithZone(ManifestFile f) {
    return f.schema().stream().anyMatch(c -> c.name().equals(f.timeColumn()) && c.parquetType().equals("TIMESTAMPTZ"));
  }

  private static java.math.BigDecimal one(Connection c, String sql) throws Exception {
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
      rs.next();
      return rs.getBigDecimal(1);
    }
  }
}
