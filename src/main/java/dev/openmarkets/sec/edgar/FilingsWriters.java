package dev.openmarkets.sec.edgar;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The writers of the EDGAR ticker map and filing lists, which every SEC dataset reads.
 */
public final class FilingsWriters {
  private static final String FILINGS_UPSERT = SqlResource.load(FilingsWriters.class, "filings-upsert.sql");

  private FilingsWriters() {
  }

  /**
   * The ticker map, kept with its history in sec_identifiers (sec_tickers is the view of its current
   * rows); a new title and a close are revisions.
   */
  public static final TableWriter<TickerRow> TICKERS = TableWriter.alsoChanging(
      (ContextWriter<TickerRow>) IdentifierWriters::writeTickers, List.of(), SecDatasetNames.WITH_IDENTIFIERS);

  public static final TableWriter<FilingRow> FILINGS = TableWriter.alsoChanging(FilingsWriters::writeFilings, List.of(),
      SecDatasetNames.API);

  /**
   * A submissions JSON: its filings, as FILINGS, and the company's names with their history. No
   * ContextWriter: a filing's updated acceptance time is an overwrite, no revision, and names are
   * stated intervals, not revised values; it takes the load only to name it on the names.
   */
  public static final TableWriter<SubmissionsRow> SUBMISSIONS = TableWriter.alsoChanging(new TableWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<SubmissionsRow> rows) {
      return write(conn, rows, WriteContext.NONE);
    }

    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<SubmissionsRow> rows, WriteContext ctx) {
      return IdentifierWriters.writeSubmissions(conn, rows, ctx);
    }

    @Override
    public Future<Written> writeFor(String dataset, SqlConnection conn, List<SubmissionsRow> rows, WriteContext ctx) {
      return write(conn, rows, ctx).map(counts -> written(dataset, counts));
    }
  }, List.of(), SecDatasetNames.WITH_IDENTIFIERS);

  private static final UnnestUpsert<FilingRow> FILING_UPSERT = UnnestUpsert.withSql(FILINGS_UPSERT, List.of(
      FilingRow::accessionNo, FilingRow::formType, FilingRow::cik, FilingRow::company, FilingRow::dateFiled,
      FilingRow::acceptedAt, FilingRow::path));

  private static Future<WriteCounts> writeFilings(SqlConnection conn, List<FilingRow> rows) {
    Map<String, FilingRow> byAccession = new LinkedHashMap<>();
    rows.forEach(r -> byAccession.put(r.accessionNo(), r));
    return FILING_UPSERT.write(conn, new ArrayList<>(byAccession.values()));
  }
}
