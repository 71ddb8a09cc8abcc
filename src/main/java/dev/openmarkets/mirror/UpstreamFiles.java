package dev.openmarkets.mirror;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The upstream files behind a partition, where ingest_files knows them: the loaded files of the
 * table's datasets whose file date falls in the partition (the latest load of each name), and,
 * for a table whose rows name their file (file_id: versions and revisions, point in time), every
 * file its rows name, dated or not, so that a seeded node's provenance links point at the same
 * files. Other files without a date (venue API answers) are not listed.
 */
final class UpstreamFiles {
  private static final String COLUMNS = "id, source, dataset, name, sha256, file_date::text";

  private UpstreamFiles() {
  }

  /** where: the partition's condition on the table (PartitionStats#whereSql); fileIds: the table has file_id. */
  static List<UpstreamFile> of(Connection c, MirrorTable t, String partition, String where, boolean fileIds)
      throws SQLException {
    Map<Long, UpstreamFile> out = new LinkedHashMap<>();
    if (!t.shared()) {
      String label = t.partitioning().labelSql("file_date", false);
      try (PreparedStatement st = c.prepareStatement("SELECT DISTINCT ON (name) " + COLUMNS + " FROM ingest_files "
          + "WHERE status = 'loaded' AND dataset = ANY(?) AND file_date IS NOT NULL AND " + label + " = ? "
          + "ORDER BY name, at DESC")) {
        st.setArray(1, c.createArrayOf("text", t.datasets().toArray()));
        st.setString(2, partition);
        read(st, out);
      }
    }
    if (fileIds) {
      // where is built from the table's declared time column and a checked partition label, never from input
      try (PreparedStatement st = c.prepareStatement("SELECT " + COLUMNS + " FROM ingest_files WHERE id IN "
          + "(SELECT file_id FROM " + Column.quote(t.table()) + " WHERE " + where + ")")) {
        read(st, out);
      }
    }
    List<UpstreamFile> list = new ArrayList<>(out.values());
    list.sort(Comparator.comparing(UpstreamFile::fileDate, Comparator.nullsFirst(Comparator.naturalOrder()))
        .thenComparing(UpstreamFile::name).thenComparing(UpstreamFile::id));
    return list;
  }

  private static void read(PreparedStatement st, Map<Long, UpstreamFile> out) throws SQLException {
    try (ResultSet rs = st.executeQuery()) {
      while (rs.next()) {
        out.putIfAbsent(rs.getLong(1), new UpstreamFile(rs.getString(2), rs.getString(3), rs.getString(4),
            rs.getString(5), rs.getString(6), rs.getLong(1)));
      }
    }
  }

  /**
   * Records a seeded file's upstream files in ingest_files as loaded (once each: a file with the same
   * source, name and sha256 already loaded is not added again), in the caller's transaction.
   */
  static void record(Connection pg, ManifestFile f) throws SQLException {
    try (PreparedStatement st = pg.prepareStatement("""
        INSERT INTO ingest_files (source, dataset, name, file_date, sha256, status, reason)
        SELECT ?, ?, ?, ?::date, ?, 'loaded', 'seeded from the bulk mirror'
        WHERE NOT EXISTS (SELECT 1 FROM ingest_files WHERE source = ? AND name = ?
          AND sha256 IS NOT DISTINCT FROM ? AND status = 'loaded')""")) {
      for (UpstreamFile u : f.upstream()) {
        st.setString(1, u.source());
        st.setString(2, u.dataset() == null ? f.dataset() : u.dataset());
        st.setString(3, u.name());
        st.setString(4, u.fileDate());
        st.setString(5, u.sha256());
        st.setString(6, u.source());
        st.setString(7, u.name());
        st.setString(8, u.sha256());
        st.addBatch();
      }
      st.executeBatch();
    }
  }

  /**
   * The publisher's ingest_files ids the file's rows name, each with this node's id of the same file
   * (recorded by {@link #record} in the same transaction), or null for an id the manifest does not
   * list (provenance unknown here, rather than a link to another file). Kept in the temp table
   * mirror_file_ids for {@link #remap}; returned for the direct COPY, which maps before loading.
   */
  static Map<Long, Long> localIds(Connection pg, ManifestFile f) throws SQLException {
    try (var st = pg.createStatement()) {
      st.execute("CREATE TEMP TABLE mirror_file_ids (src bigint PRIMARY KEY, local bigint) ON COMMIT DROP");
    }
    try (PreparedStatement st = pg.prepareStatement("""
        INSERT INTO mirror_file_ids SELECT ?, (SELECT id FROM ingest_files WHERE source = ? AND name = ?
          AND sha256 IS NOT DISTINCT FROM ? AND status = 'loaded' ORDER BY id LIMIT 1)
        ON CONFLICT DO NOTHING""")) {
      for (UpstreamFile u : f.upstream()) {
        if (u.id() != null) {
          st.setLong(1, u.id());
          st.setString(2, u.source());
          st.setString(3, u.name());
          st.setString(4, u.sha256());
          st.addBatch();
        }
      }
      st.executeBatch();
    }
    Map<Long, Long> out = new LinkedHashMap<>();
    try (var st = pg.createStatement(); ResultSet rs = st.executeQuery("SELECT src, local FROM mirror_file_ids")) {
      while (rs.next()) {
        long local = rs.getLong(2);
        out.put(rs.getLong(1), rs.wasNull() ? null : local);
      }
    }
    return out;
  }

  /** Rewrites the staged rows' file_id to this node's ids, as {@link #localIds} (called first) maps them. */
  static void remap(Connection pg, String stage) throws SQLException {
    try (var st = pg.createStatement()) {
      st.executeUpdate("UPDATE " + stage + " s SET file_id = (SELECT m.local FROM mirror_file_ids m WHERE m.src = s.file_id) "
          + "WHERE s.file_id IS NOT NULL");
    }
  }
}
