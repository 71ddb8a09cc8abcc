package dev.openmarkets.mirror;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's partitions as they stand: rows, the min and max of the time column, and a fingerprint
 * (the row count and the sum of 60 bits of each row's md5) that changes when any row is added,
 * removed or changed, so a publication writes only the partitions that changed.
 */
public record PartitionStats(String partition, long rows, String fingerprint, String minTime, String maxTime) {

  static List<PartitionStats> read(Connection c, MirrorTable t, boolean timeWithZone) throws SQLException {
    String label = t.partitioning().labelSql(t.timeColumn() == null ? null : Column.quote(t.timeColumn()), timeWithZone);
    String time = t.timeColumn() == null ? "NULL::text" : Column.quote(t.timeColumn());
    String sql = "SELECT " + label + ", count(*), "
        + "coalesce(sum(('x' || substr(md5(r::text), 1, 15))::bit(60)::bigint), 0), min(" + time + "), max(" + time + ") "
        + "FROM " + Column.quote(t.table()) + " r GROUP BY 1 ORDER BY 1";
    List<PartitionStats> out = new ArrayList<>();
    try (PreparedStatement st = c.prepareStatement(sql); ResultSet rs = st.executeQuery()) {
      while (rs.next()) {
        long rows = rs.getLong(2);
        out.add(new PartitionStats(rs.getString(1), rows, rows + ":" + rs.getBigDecimal(3).toPlainString(),
            iso(rs.getObject(4)), iso(rs.getObject(5))));
      }
    }
    return out;
  }

  /** The partition's rows in SQL (the label is one we computed: digits and dashes, or "undated"). */
  String whereSql(MirrorTable t, boolean timeWithZone) {
    if (!partition.matches("[0-9-]+|" + Partitioning.UNDATED + "|" + Partitioning.ALL)) {
      throw new IllegalStateException("unexpected partition label " + partition);
    }
    return t.partitioning().labelSql(t.timeColumn() == null ? null : Column.quote(t.timeColumn()), timeWithZone)
        + " = '" + partition + "'";
  }

  private static String iso(Object v) {
    if (v instanceof OffsetDateTime o) {
      return o.withOffsetSameInstant(ZoneOffset.UTC).toInstant().toString();
    }
    if (v instanceof java.sql.Timestamp ts) {
      return ts.toInstant().toString();
    }
    return v == null ? null : v.toString();
  }
}
