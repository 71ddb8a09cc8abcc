package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.function.BiFunction;

/**
 * What the SEC document writers share: a document is complete, so rows of its accession beyond the
 * ones it now holds are deleted (a corrected re-import shrinks); documents of one file are written
 * one after the other in its transaction; a date-only filedAt is midnight UTC.
 */
public final class DocumentWrites {
  private DocumentWrites() {
  }

  /** A parsed row with its document's own date and, for holdings, its accession and position. */
  public record Dated<T>(String accessionNo, int seq, LocalDate documentDate, T row) {
  }

  /** A date without a time as an instant: midnight UTC, the convention of every date-only filedAt. */
  public static Instant filedKey(Instant acceptedAt, LocalDate documentDate) {
    if (acceptedAt != null) {
      return acceptedAt;
    }
    return documentDate == null ? null : documentDate.atStartOfDay(ZoneOffset.UTC).toInstant();
  }

  public static <D> Future<WriteCounts> each(SqlConnection conn, List<D> docs,
      BiFunction<SqlConnection, D, Future<WriteCounts>> one) {
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    for (D d : docs) {
      chain = chain.compose(acc -> one.apply(conn, d).map(acc::plus));
    }
    return chain;
  }

  // table and column names are the writers' constants, never request values
  public static Future<WriteCounts> deleteBeyond(SqlConnection conn, String table, String seqColumn, String accession,
      int kept) {
    return conn.preparedQuery("DELETE FROM " + table + " WHERE accession_no = $1 AND " + seqColumn + " > $2")
        .execute(Tuple.of(accession, kept))
        .map(rs -> WriteCounts.deleted(rs.rowCount()));
  }
}
