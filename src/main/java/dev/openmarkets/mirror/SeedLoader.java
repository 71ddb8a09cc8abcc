package dev.openmarkets.mirror;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import org.postgresql.PGConnection;

/**
 * Loads one checked Parquet file into its table in one transaction, and records the file in
 * mirror_seeded_files in the same transaction: a killed seed leaves whole files only, and the next
 * run skips them. DuckDB writes the rows as CSV. Fast path: COPY straight into the table, each
 * unconstrained numeric written with its own scale and file_id already this node's id, inside a
 * savepoint; the table's own unique indexes are the test that no row conflicts with a row it holds,
 * so a fresh seed writes every row once. When one does (a node seeded before, a corrected
 * partition), the savepoint is rolled back and the file takes the upsert path: COPY into a scratch
 * table of the table's column types, then insert, replacing a row with the same primary key.
 */
final class SeedLoader implements AutoCloseable {
  /** unique_violation, exclusion_violation: a row the table already holds; the upsert path decides. */
  private static final Set<String> CONFLICT = Set.of("23505", "23P01");
  private final Connection pg;
  private final Connection duck;
  private int direct;
  private int upserted;

  SeedLoader(Connection pg) throws SQLException {
    this.pg = pg;
    this.duck = java.sql.DriverManager.getConnection("jdbc:duckdb:");
    try (Statement st = duck.createStatement()) {
      st.execute("SET threads = 2");
      st.execute("SET TimeZone = 'UTC'");
    }
  }

  /** Files loaded by COPY straight into their table. */
  int direct() {
    return direct;
  }

  /** Files loaded through the scratch table and the upsert, because a row conflicted. */
  int upserted() {
    return upserted;
  }

  void load(ManifestFile f, Path parquet, Path scratch, int manifestVersion, String mirror)
      throws SQLException, IOException {
    List<Column> cols = f.schema().stream().filter(c -> !c.generated()).toList();
    Path csv = scratch.resolve("seed-" + f.sha256().substring(0, 16) + ".csv");
    Files.createDirectories(scratch);
    boolean autoCommit = pg.getAutoCommit();
    pg.setAutoCommit(false);
    try {
      UpstreamFiles.record(pg, f);
      boolean fileIds = cols.stream().anyMatch(c -> c.name().equals("file_id"));
      Map<Long, Long> ids = fileIds ? UpstreamFiles.localIds(pg, f) : null;
      Long copied = copyDirect(f, cols, parquet, csv, ids);
      long inserted = copied != null ? copied : upsert(f, cols, parquet, csv, fileIds);
      try (Statement st = pg.createStatement()) {
        advanceSequences(st, f.table());
      }
      bumpVersions(f, inserted);
      record(f, manifestVersion, mirror);
      pg.commit();
      if (copied != null) {
        direct++;
      } else {
        upserted++;
      }
    } catch (SQLException | IOException | RuntimeException e) {
      pg.rollback();
      throw e;
    } finally {
      pg.setAutoCommit(autoCommit);
      Files.deleteIfExists(csv);
    }
  }

  /** The rows COPYed into the table, or null when one conflicted (nothing of the COPY is kept then). */
  private Long copyDirect(ManifestFile f, List<Column> cols, Path parquet, Path csv, Map<Long, Long> ids)
      throws SQLException, IOException {
    StringJoiner select = new StringJoiner(", ");
    StringJoiner names = new StringJoiner(", ");
    for (Column c : cols) {
      String q = Column.quote(c.name());
      names.add(q);
      if (ids != null && c.name().equals("file_id")) {
        select.add("(SELECT m.local FROM mirror_file_ids m WHERE m.src = " + q + ")");
      } else if (c.scaleColumn()) {
        select.add(withOwnScale(q, Column.quote(c.scaleColumnName())));
      } else {
        select.add(q);
      }
    }
    if (ids != null) {
      fileIdsInDuck(ids);
    }
    toCsv(select.toString(), parquet, csv);
    Savepoint before = pg.setSavepoint();
    try (Reader in = Files.newBufferedReader(csv)) {
      long n = pg.unwrap(PGConnection.class).getCopyAPI().copyIn("COPY " + Column.quote(f.table()) + " (" + names
          + ") FROM STDIN (FORMAT csv, NULL '\\N')", in);
      pg.releaseSavepoint(before);
      return n;
    } catch (SQLException e) {
      if (!CONFLICT.contains(e.getSQLState())) {
        throw e;
      }
      pg.rollback(before);
      return null;
    }
  }

  /**
   * A DECIMAL(38, S) value as text with its own scale k (k <= S, so the digits cut are zeros): what
   * PostgreSQL's round(value, k) gives on the upsert path, 1.50 stays 1.50 and 1.5 stays 1.5.
   */
  private static String withOwnScale(String value, String scale) {
    String text = "CAST(" + value + " AS VARCHAR)";
    return "CASE WHEN " + value + " IS NULL OR " + scale + " IS NULL THEN NULL ELSE split_part(" + text + ", '.', 1) || "
        + "CASE WHEN " + scale + " > 0 THEN '.' || left(split_part(" + text + ", '.', 2) || repeat('0', " + scale
        + "), " + scale + ") ELSE '' END END";
  }

  private void fileIdsInDuck(Map<Long, Long> ids) throws SQLException {
    try (Statement st = duck.createStatement()) {
      st.execute("CREATE OR REPLACE TEMP TABLE mirror_file_ids (src BIGINT, local BIGINT)");
    }
    try (PreparedStatement st = duck.prepareStatement("INSERT INTO mirror_file_ids VALUES (?, ?)")) {
      for (Map.Entry<Long, Long> e : ids.entrySet()) {
        st.setLong(1, e.getKey());
        st.setObject(2, e.getValue());
        st.addBatch();
      }
      st.executeBatch();
    }
  }

  private void toCsv(String select, Path parquet, Path csv) throws SQLException {
    try (Statement st = duck.createStatement()) {
      st.execute("COPY (SELECT " + select + " FROM read_parquet(" + ParquetWriter.literal(parquet.toString()) + ")) TO "
          + ParquetWriter.literal(csv.toString()) + " (FORMAT csv, HEADER false, NULLSTR '\\N', QUOTE '\"', ESCAPE '\"')");
    }
  }

  /** The upsert path; returns how many rows it added rather than replaced. */
  private long upsert(ManifestFile f, List<Column> cols, Path parquet, Path csv, boolean fileIds)
      throws SQLException, IOException {
    String table = Column.quote(f.table());
    StringJoiner names = new StringJoiner(", ");
    StringJoiner staged = new StringJoiner(", ");
    StringJoiner values = new StringJoiner(", ");
    List<String> scaleCols = new ArrayList<>();
    for (Column c : cols) {
      names.add(Column.quote(c.name()));
      staged.add(Column.quote(c.name()));
      if (c.scaleColumn()) {
        staged.add(Column.quote(c.scaleColumnName()));
        scaleCols.add(c.scaleColumnName());
        values.add("round(" + Column.quote(c.name()) + ", " + Column.quote(c.scaleColumnName()) + ")");
      } else {
        values.add(Column.quote(c.name()));
      }
    }
    toCsv(staged.toString(), parquet, csv);
    try (Statement st = pg.createStatement()) {
      st.execute("CREATE TEMP TABLE mirror_stage ON COMMIT DROP AS SELECT " + names + " FROM " + table + " WITH NO DATA");
      for (String s : scaleCols) {
        st.execute("ALTER TABLE mirror_stage ADD COLUMN " + Column.quote(s) + " smallint");
      }
    }
    try (Reader in = Files.newBufferedReader(csv)) {
      pg.unwrap(PGConnection.class).getCopyAPI().copyIn("COPY mirror_stage (" + staged + ") FROM STDIN (FORMAT csv, "
          + "NULL '\\N')", in);
    }
    if (fileIds) {
      UpstreamFiles.remap(pg, "mirror_stage");
    }
    List<String> key = primaryKey(f.table());
    try (Statement st = pg.createStatement()) {
      long fresh = key.isEmpty() ? -1 : newKeys(st, table, key);
      long written = st.executeUpdate("INSERT INTO " + table + " (" + names + ") SELECT " + values
          + " FROM mirror_stage " + onConflict(key, cols));
      return key.isEmpty() ? written : fresh;
    }
  }

  /** How many staged rows have a primary key the table lacks: the rows the upsert adds rather than replaces. */
  private static long newKeys(Statement st, String table, List<String> key) throws SQLException {
    StringJoiner match = new StringJoiner(" AND ");
    key.forEach(k -> match.add("t." + Column.quote(k) + " = s." + Column.quote(k)));
    try (ResultSet rs = st.executeQuery("SELECT count(*) FROM mirror_stage s WHERE NOT EXISTS (SELECT 1 FROM " + table
        + " t WHERE " + match + ")")) {
      rs.next();
      return rs.getLong(1);
    }
  }

  /**
   * The datasets the file feeds get a new version in its transaction, as an ingest commit gives
   * them (ingest/VersionBumps: dataset_state, dataset_changes, NOTIFY dataset_changed), so a node
   * serving this database drops its cached answers and /stats counts the rows.
   */
  private void bumpVersions(ManifestFile f, long inserted) throws SQLException {
    if (f.datasets().isEmpty()) {
      return;
    }
    try (Statement lock = pg.createStatement()) {
      lock.execute("SELECT pg_advisory_xact_lock(7365430917324402)");
    }
    try (PreparedStatement st = pg.prepareStatement("""
        WITH d AS (SELECT unnest(?::text[]) AS name), bumped AS (
          INSERT INTO dataset_state (dataset, version, updated_at, row_count)
          SELECT d.name, 1, now(), ? FROM d
          ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(),
            row_count = dataset_state.row_count + EXCLUDED.row_count
          RETURNING dataset, version, updated_at
        ), changes AS (
          INSERT INTO dataset_changes (dataset, version, updated_at, rows_added, keys)
          SELECT b.dataset, b.version, b.updated_at, ?, NULL FROM bumped b ORDER BY b.dataset
        )
        SELECT pg_notify('dataset_changed', dataset) FROM bumped""")) {
      st.setArray(1, pg.createArrayOf("text", f.datasets().stream().sorted().toArray()));
      st.setLong(2, inserted);
      st.setLong(3, inserted);
      st.executeQuery().close();
    }
  }

  private List<String> primaryKey(String table) throws SQLException {
    List<String> key = new ArrayList<>();
    // only the key's own columns: an index's INCLUDE columns follow them in indkey (indnkeyatts counts the key)
    try (PreparedStatement st = pg.prepareStatement("SELECT a.attname FROM pg_index i JOIN pg_attribute a "
        + "ON a.attrelid = i.indrelid AND a.attnum = ANY((i.indkey::int2[])[0:i.indnkeyatts - 1]) "
        + "WHERE i.indrelid = to_regclass(?) AND i.indisprimary")) {
      st.setString(1, table);
      try (ResultSet rs = st.executeQuery()) {
        while (rs.next()) {
          key.add(rs.getString(1));
        }
      }
    }
    return key;
  }

  /** Replace rows with the same primary key; a table without one takes rows that break no unique index. */
  private static String onConflict(List<String> key, List<Column> cols) {
    StringJoiner set = new StringJoiner(", ");
    cols.stream().filter(c -> !key.contains(c.name()))
        .forEach(c -> set.add(Column.quote(c.name()) + " = EXCLUDED." + Column.quote(c.name())));
    if (key.isEmpty() || set.length() == 0) {
      return "ON CONFLICT DO NOTHING";
    }
    return "ON CONFLICT (" + String.join(", ", key.stream().map(Column::quote).toList()) + ") DO UPDATE SET " + set;
  }

  /** Rows came with their serial ids: the sequences continue after the largest. */
  private static void advanceSequences(Statement st, String table) throws SQLException {
    List<String> seqs = new ArrayList<>();
    try (ResultSet rs = st.executeQuery("SELECT a.attname FROM pg_attribute a WHERE a.attrelid = to_regclass("
        + ParquetWriter.literal(table) + ") AND a.attnum > 0 AND NOT a.attisdropped AND pg_get_serial_sequence("
        + ParquetWriter.literal(Column.quote(table)) + ", a.attname) IS NOT NULL")) {
      while (rs.next()) {
        seqs.add(rs.getString(1));
      }
    }
    for (String col : seqs) {
      st.execute("SELECT setval(pg_get_serial_sequence(" + ParquetWriter.literal(Column.quote(table)) + ", "
          + ParquetWriter.literal(col) + "), greatest(coalesce(max(" + Column.quote(col) + "), 0), 1)) FROM "
          + Column.quote(table));
    }
  }

  private void record(ManifestFile f, int manifestVersion, String mirror) throws SQLException {
    try (PreparedStatement st = pg.prepareStatement("INSERT INTO mirror_seeded_files (sha256, path, table_name, rows, "
        + "manifest_version, mirror) VALUES (?, ?, ?, ?, ?, ?)")) {
      st.setString(1, f.sha256());
      st.setString(2, f.path());
      st.setString(3, f.table());
      st.setLong(4, f.rows());
      st.setInt(5, manifestVersion);
      st.setString(6, mirror);
      st.executeUpdate();
    }
  }

  @Override
  public void close() throws SQLException {
    duck.close();
  }
}
