package dev.openmarkets.mirror;

/**
 * One published column: its PostgreSQL type (format_type) and the Parquet type it is written as
 * (DuckDB's name for it). scaleColumn: an unconstrained numeric whose stored values have different
 * scales travels as a DECIMAL with the largest scale plus a column "NAME__scale" holding each value's
 * own scale, so a seeded node renders 1.50 as 1.50 and 1.5 as 1.5, like its source.
 * generated: computed by PostgreSQL (GENERATED ALWAYS), published for readers, not loaded by seed.
 */
public record Column(String name, String pgType, String parquetType, boolean generated, boolean scaleColumn) {

  public String scaleColumnName() {
    return name + "__scale";
  }

  static String quote(String identifier) {
    return "\"" + identifier.replace("\"", "\"\"") + "\"";
  }
}
