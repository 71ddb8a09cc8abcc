package dev.openmarkets.sec.edgar;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
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

  /** The ticker map, kept with its history in sec_identifiers (sec_tickers is the view of its current rows). */
  public static final TableWriter<TickerRow> TICKERS = TableWriter.alsoChanging(IdentifierWriters::writeTickers,
      List.of(), SecDatasetNames.WITH_IDENTIFIERS);

  public static final TableWriter<FilingRow> FILINGS = TableWriter.alsoChanging(FilingsWriters::writeFilings, List.of(),
      SecDatasetNames.API);

  /** A submissions JSON: its filings, as FILINGS, and the company's names with their history. */
  public static final TableWriter<SubmissionsRow> SUBMISSIONS = TableWriter.alsoChanging(
      IdentifierWriters::writeSubmissions, List.of(), SecDatasetNames.WITH_IDENTIFIERS);

  private static final UnnestUpsert<FilingRow> FILING_UPSERT = UnnestUpsert.withSql(FILINGS_UPSERT, List.of(
      FilingRow::accessionNo, FilingRow::formType, FilingRow::cik, FilingRow::company, FilingRow::dateFiled,
      FilingRow::acceptedAt, FilingRow::path));

  private static Future<WriteCounts> writeFilings(SqlConnection conn, List<FilingRow> rows) {
    Map<String, FilingRow> byAccession = new LinkedHashMap<>();
    rows.forEach(r -> byAccession.put(r.accessionNo(), r));
    return FILING_UPSERT.write(conn, new ArrayList<>(byAccession.values()));
  }
}
