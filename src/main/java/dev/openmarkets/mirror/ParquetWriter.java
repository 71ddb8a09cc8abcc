package dev.openmarkets.mirror;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.StringJoiner;
import org.postgresql.PGConnection;

/**
 * Writes one partition of a table as a zstd Parquet file: PostgreSQL's COPY streams the rows as
 * CSV to a scratch file (no row is held in memory), and an in-memory DuckDB reads that CSV with the
 * published column types and writes the Parquet file (its postgres extension cannot be downloaded
 * here, and its CSV reader is the fastest path in). Runs on the calling thread: a CLI or a worker.
 */
final class ParquetWriter implements AutoCloseable {
  private final Connection duck;

  ParquetWriter() throws SQLException {
    this.duck = java.sql.DriverManager.getConnection("jdbc:duckdb:");
    try (Statement st = duck.createStatement()) {
      // two threads: the machine is shared with the API it serves
      st.execute("SET threads = 2");
      st.execute("SET TimeZone = 'UTC'");
    }
  }

  /** Writes the rows to target and returns how many DuckDB wrote. */
  long write(Connection pg, MirrorTable t, List<Column> columns, String where, Path scratch, Path target)
      throws SQLException, IOException {
    StringJoiner select = new StringJoiner(", ");
    for (Column c : columns) {
      select.add(Column.quote(c.name()));
      if (c.scaleColumn()) {
        select.add("scale(" + Column.quote(c.name()) + ") AS " + Column.quote(c.scaleColumnName()));
      }
    }
    String copy = "COPY (SELECT " + select + " FROM " + Column.quote(t.table()) + " WHERE " + where
        + " ORDER BY " + (t.timeColumn() == null ? "1" : Column.quote(t.timeColumn())) + ") TO STDOUT (FORMAT csv, NULL '\\N')";
    try (OutputStream out = Files.newOutputStream(scratch)) {
      pg.unwrap(PGConnection.class).getCopyAPI().copyOut(copy, out);
    }
    try (Statement st = duck.createStatement()) {
      return st.executeUpdate("COPY (SELECT * FROM read_csv(" + literal(scratch.toString()) + ", header = false, "
          + "auto_detect = false, delim = ',', quote = '\"', escape = '\"', nullstr = '\\N', "
          + "allow_quoted_nulls = false, columns = " + duckColumns(columns) + ")) TO " + literal(target.toString())
          + " (FORMAT parquet, COMPRESSION zstd)");
    } finally {
      Files.deleteIfExists(scratch);
    }
  }

  private static String duckColumns(List<Column> columns) {
    StringJoiner j = new StringJoiner(", ", "{", "}");
    for (Column c : columns) {
      j.add(literal(c.name()) + ": " + literal(c.parquetType()));
      if (c.scaleColumn()) {
        j.add(literal(c.scaleColumnName()) + ": 'SMALLINT'");
      }
    }
    return j.toString();
  }

  static String literal(String s) {
    return "'" + s.replace("'", "''") + "'";
  }

  @Override
  public void close() throws SQLException {
    duck.close();
  }
}
