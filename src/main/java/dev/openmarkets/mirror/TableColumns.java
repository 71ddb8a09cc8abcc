package dev.openmarkets.mirror;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A table's columns read from the catalog (pg_attribute), so that every column a migration adds,
 * such as point in time's known_at and version_no, is published without a change here, each mapped
 * to a typed Parquet column. PostgreSQL types without an exact Parquet counterpart (text, json,
 * arrays, uuid, intervals, numeric wider than 38 digits) travel as strings in PostgreSQL's own text
 * form, which seed casts back.
 */
public final class TableColumns {
  private static final Pattern NUMERIC = Pattern.compile("numeric\\((\\d+),(\\d+)\\)");
  private static final int MAX_DIGITS = 38;

  private TableColumns() {
  }

  public static List<Column> read(Connection c, String table) throws SQLException {
    List<Column> out = new ArrayList<>();
    try (PreparedStatement st = c.prepareStatement("""
        SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attgenerated <> ''
        FROM pg_attribute a
        WHERE a.attrelid = to_regclass(?) AND a.attnum > 0 AND NOT a.attisdropped
        ORDER BY a.attnum""")) {
      st.setString(1, table);
      try (ResultSet rs = st.executeQuery()) {
        while (rs.next()) {
          out.add(column(c, table, rs.getString(1), rs.getString(2), rs.getBoolean(3)));
        }
      }
    }
    if (out.isEmpty()) {
      throw new SQLException("no table " + table + " in this database");
    }
    return out;
  }

  private static Column column(Connection c, String table, String name, String pgType, boolean generated)
      throws SQLException {
    if (pgType.equals("numeric")) {
      return unconstrainedNumeric(c, table, name, generated);
    }
    return new Column(name, pgType, parquetType(pgType), generated, false);
  }

  static String parquetType(String pgType) {
    Matcher m = NUMERIC.matcher(pgType);
    if (m.matches()) {
      return Integer.parseInt(m.group(1)) <= MAX_DIGITS ? "DECIMAL(" + m.group(1) + "," + m.group(2) + ")" : "VARCHAR";
    }
    return switch (pgType) {
      case "smallint" -> "SMALLINT";
      case "integer" -> "INTEGER";
      case "bigint" -> "BIGINT";
      case "real" -> "FLOAT";
      case "double precision" -> "DOUBLE";
      case "boolean" -> "BOOLEAN";
      case "date" -> "DATE";
      default -> pgType.startsWith("timestamp") && pgType.endsWith("with time zone") ? "TIMESTAMPTZ"
          : pgType.startsWith("timestamp") && pgType.endsWith("without time zone") ? "TIMESTAMP"
          : "VARCHAR";
    };
  }

  /**
   * numeric without a declared scale: a DECIMAL(38, S) with S the largest scale stored, when every
   * stored value fits 38 digits with it (so every value is exact); otherwise a string column.
   */
  private static Column unconstrainedNumeric(Connection c, String table, String name, boolean generated)
      throws SQLException {
    String col = Column.quote(name);
    try (PreparedStatement st = c.prepareStatement("SELECT min(scale(" + col + ")), max(scale(" + col + ")), "
        + "max(length(trunc(abs(" + col + "))::text)) FROM " + Column.quote(table))) {
      try (ResultSet rs = st.executeQuery()) {
        rs.next();
        int minScale = rs.getInt(1);
        int maxScale = rs.getInt(2);
        int intDigits = rs.getInt(3);
        if (intDigits + maxScale > MAX_DIGITS) {
          return new Column(name, "numeric", "VARCHAR", generated, false);
        }
        return new Column(name, "numeric", "DECIMAL(" + MAX_DIGITS + "," + maxScale + ")", generated,
            minScale != maxScale);
      }
    }
  }
}
