package dev.openmarkets.mirror;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The upstream files behind a partition, where ingest_files knows them: the loaded files of the
 * table's datasets whose file date falls in the partition (the latest load of each name). Files
 * without a date (venue API answers) are not listed.
 */
final class UpstreamFiles {
  private UpstreamFiles() {
  }

  static List<UpstreamFile> of(Connection c, MirrorTable t, String partition) throws SQLException {
    if (t.shared()) {
      return List.of();
    }
    String label = t.partitioning().labelSql("file_date", false);
    String sql = "SELECT DISTINCT ON (name) source, dataset, name, sha256, file_date::text FROM ingest_files "
        + "WHERE status = 'loaded' AND dataset = ANY(?) AND file_date IS NOT NULL AND " + label + " = ? "
        + "ORDER BY name, at DESC";
    List<UpstreamFile> out = new ArrayList<>();
    try (PreparedStatement st = c.prepareStatement(sql)) {
      st.setArray(1, c.createArrayOf("text", t.datasets().toArray()));
      st.setString(2, partition);
      try (ResultSet rs = st.executeQuery()) {
        while (rs.next()) {
          out.add(new UpstreamFile(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getString(5)));
        }
      }
    }
    out.sort(java.util.Comparator.comparing(UpstreamFile::fileDate).thenComparing(UpstreamFile::name));
    return out;
  }
}
