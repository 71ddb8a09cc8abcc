package dev.openmarkets.sec.edgar;

import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;

/**
 * When the public could first know an EDGAR filing (docs/point-in-time.md §2, SEC): the
 * acceptance time its SEC-HEADER carried, else the one an index or submissions JSON gave, else the
 * END of its date filed in New York (a filing dated D may have been accepted at 21:59 ET that day;
 * midnight UTC would show it from 19:00 ET the day before, which is lookahead), else when it was
 * stored. Never later than when it was stored, and to the millisecond, as answers print it, so a
 * knownAt read from an answer and asked back as asOf includes its row. Form 4 and 13F share it.
 */
public final class FilingKnownAt {
  private static final String LOOKUP = SqlResource.load(FilingKnownAt.class, "filing-known-at.sql");

  private FilingKnownAt() {
  }

  public static Instant of(Instant headerAccepted, Instant indexAccepted, LocalDate dateFiled, Instant storedAt) {
    Instant t = headerAccepted != null ? headerAccepted
        : indexAccepted != null ? indexAccepted
        : dateFiled != null ? PointInTime.endOfDay(dateFiled).toInstant()
        : storedAt;
    return (t.isAfter(storedAt) ? storedAt : t).truncatedTo(ChronoUnit.MILLIS);
  }

  /** The knownAt of a document, with what sec_filings holds for its accession, in conn's transaction. */
  public static Future<Instant> of(SqlConnection conn, FiledDocument<?> doc) {
    return conn.preparedQuery(LOOKUP).execute(Tuple.of(doc.accessionNo())).map(rs -> {
      Row r = rs.iterator().next();
      return of(doc.acceptedAt(), instant(r.getOffsetDateTime("accepted_at")), r.getLocalDate("date_filed"),
          r.getOffsetDateTime("stored_at").toInstant());
    });
  }

  private static Instant instant(OffsetDateTime t) {
    return t == null ? null : t.toInstant();
  }

  /** A value with the knownAt of the filing it came from, as the versioned writers take rows. */
  public record Known<T>(T value, Instant knownAt) {
  }
}
