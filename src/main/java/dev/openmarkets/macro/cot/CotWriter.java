package dev.openmarkets.macro.cot;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Writes one COT file in its transaction: the markets it names ({@link CotMarkets}), then the
 * reports, versioned on market, kind and date (a revised number is a new version with its
 * revisions logged; the same file again writes nothing). specNetChange and cotIndex are not stored:
 * the SQL computes them from the versions known at the moment asked (cot_derived_at, V47).
 */
final class CotWriter implements ContextWriter<CotRow> {
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  private static final VersionedUpsert<CotRow> REPORTS = reports();

  /** The CFTC releases Tuesday's positions on Friday at 15:30 New York: report date + 3 days. */
  static ZonedDateTime released(LocalDate reportDate) {
    return reportDate.plusDays(3).atTime(LocalTime.of(15, 30)).atZone(NEW_YORK);
  }

  private static VersionedUpsert<CotRow> reports() {
    List<UnnestUpsert.Column<CotRow>> cols = new ArrayList<>();
    cols.add(col("cftc_code", "text", CotRow::cftcCode));
    cols.add(col("report_kind", "text", r -> r.kind().code));
    cols.add(col("report_date", "date", CotRow::reportDate));
    cols.add(col("open_interest", "bigint", CotRow::openInterest));
    for (CotPosition p : CotPosition.values()) {
      cols.add(col(p.column(), "bigint", r -> r.position(p)));
    }
    return VersionedUpsert.of("cot_reports", List.of("cftc_code", "report_kind", "report_date"), cols,
        KnownAt.scheduled((CotRow r) -> released(r.reportDate())));
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<CotRow> rows, WriteContext ctx) {
    return writeFor("cot", conn, rows, ctx).map(Written::counts);
  }

  @Override
  public Future<Written> writeFor(String dataset, SqlConnection conn, List<CotRow> rows, WriteContext ctx) {
    return CotMarkets.write(conn, rows, ctx)
        .compose(v -> REPORTS.writeFor(dataset, conn, rows, ctx))
        .map(w -> written(dataset, w.counts()).withRevisedKeys(w.revisedKeys()));
  }

  /** /cot/{slug} reads the same tables: its cached answers go with every COT file that changed rows. */
  @Override
  public Map<String, Long> alsoChanged(WriteCounts counts) {
    return Map.of("cot-market", (long) counts.inserted());
  }
}
