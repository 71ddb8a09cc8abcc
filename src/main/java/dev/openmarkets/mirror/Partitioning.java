package dev.openmarkets.mirror;

/**
 * How a table's rows are cut into files, by the UTC calendar of its time column: a year per file
 * for the tables of daily or slower data (a year of FINRA short volume is tens of MB of Parquet),
 * a month for the intraday tables (liquidations, snapshots, hourly series), so files stay between
 * a few MB and a few hundred. Rows with no time go to the partition "undated". The small shared
 * tables without a time column (companies, instruments, economies) are one file, partition "all".
 */
public enum Partitioning {
  YEAR("year", "YYYY"),
  MONTH("month", "YYYY-MM"),
  NONE("none", null);

  static final String UNDATED = "undated";
  static final String ALL = "all";

  private final String unit;
  private final String format;

  Partitioning(String unit, String format) {
    this.unit = unit;
    this.format = format;
  }

  public String unit() {
    return unit;
  }

  /** The SQL naming a row's partition (to_char of the time column's year or month, in UTC). */
  String labelSql(String quotedColumn, boolean withTimeZone) {
    if (this == NONE) {
      return "'" + ALL + "'";
    }
    String utc = withTimeZone ? "(" + quotedColumn + " AT TIME ZONE 'UTC')" : quotedColumn;
    return "coalesce(to_char(date_trunc('" + unit + "', " + utc + "), '" + format + "'), '" + UNDATED + "')";
  }
}
