package dev.openmarkets.mirror;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.StringJoiner;
import org.postgresql.PGConnection;

/**
 * Loads one checked Parquet file into its table in one transaction: DuckDB writes its rows as CSV,
 * PostgreSQL COPYs them into a scratch table of the table's own column types, then inserts them,
 * replacing a row with the same primary key (a corrected partition replaces its rows), restoring
 * each unconstrained numeric's own scale, and records the file in mirror_seeded_files in the same
 * transaction: a killed seed leaves whole files only, and the next run skips them.
 */
final class SeedLoader implements AutoCloseable {
  private final Connection pg;
  private final Connection duck;

  SeedLoader(Connection pg) throws SQLException {
    this.pg = pg;
    this.duck = java.sql.DriverManager.getConnection("jdbc:duckdb:");
    try (Statement st = duck.createStatement()) {
      st.execute("SET threads = 2");
      st.execute("SET TimeZone = 'UTC'");
    }
  }

  void load(ManifestFile f, Path parquet, Path scratch, int manifestVersion, String mirror)
      throws SQLException, IOException {
    List<Column> cols = f.schema().stream().filter(c -> !c.generated()).toList();
    Path csv = scratch.resolve("seed-" + f.sha256().substring(0, 16) + ".csv");
    Files.createDirectories(scratch);
    try {
      toCsv(cols, parquet, csv);
      boolean autoCommit = pg.getAutoCommit();
      pg.setAutoCommit(false);
      try {
        insert(f, cols, csv);
        record(f, manifestVersion, mirror);
        pg.commit();
      } catch (SQLException | IOException | RuntimeException e) {
        pg.rollback();
        throw e;
      } finally {
        pg.setAutoCommit(autoCommit);
      }
    } finally {
      Files.deleteIfExists(csv);
    }
  }

  private void toCsv(List<Column> cols, Path parquet, Path csv) throws SQLException {
    StringJoiner select = new StringJoiner(", ");
    for (Column c : cols) {
      select.add(Column.quote(c.name()));
      if (c.scaleColumn()) {
        select.add(Column.quote(c.scaleColumnName()));
      }
    }
    try (Statement st = duck.createStatement()) {
      st.execute("COPY (SELECT " + select + " FROM read_parquet(" + ParquetWriter.literal(parquet.toString()) + ")) TO "
          + ParquetWriter.literal(csv.toString()) + " (FORMAT csv, HEADER false, NULLSTR '\\N', QUOTE '\"', ESCAPE '\"')");
    }
  }

  private void insert(ManifestFile f, List<Column> cols, Path csv) throws SQLException, IOException {
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
    UpstreamFiles.record(pg, f);
    if (cols.stream().anyMatch(c -> c.name().equals("file_id"))) {
      UpstreamFiles.remap(pg, f, "mirror_stage");
    }
    List<String> key = primaryKey(f.table());
    try (Statement st = pg.createStatement()) {
      long fresh = key.isEmpty() ? -1 : newKeys(st, table, key);
      long written = st.executeUpdate("INSERT INTO " + table + " (" + names + ") SELECT " + values
          + " FROM mirror_stage " + onConflict(key, cols));
      advanceSequences(st, f.table());
      bumpVersions(f, key.isEmpty() ? written : fresh);
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
