package dev.openmarkets.sec;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.sec.edgar.EdgarDocumentsPoller;
import dev.openmarkets.sec.edgar.EdgarUrls;
import dev.openmarkets.sec.funds.TrackedFunds;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;

/**
 * The sec family's queue: one full .txt submission per listed filing
 * (Archives/edgar/data/CIK/ACCESSION.txt), which holds the XML of every form read here (a 13F's
 * cover and table both) and the acceptance time in its header, loaded as ACCESSION.txt with the
 * kind of its form. 13F filings only of the tracked managers.
 */
final class FundAndInsiderDocuments implements EdgarDocumentsPoller.Queue {
  static final int BATCH = 200;
  private static final String PENDING = SqlResource.load(FundAndInsiderDocuments.class, "filings-pending.sql");
  private static final String PENDING_BETWEEN = SqlResource.load(FundAndInsiderDocuments.class,
      "filings-pending-between.sql");

  private final EdgarUrls urls;
  private final TrackedFunds funds;

  FundAndInsiderDocuments(String baseUrl, TrackedFunds funds) {
    this.urls = new EdgarUrls(baseUrl, EdgarUrls.DEFAULT.dataBase());
    this.funds = funds;
  }

  @Override
  public int batch() {
    return BATCH;
  }

  @Override
  public Future<RowSet<Row>> pending(Pool pool, String[] missing, int batch) {
    return pool.preparedQuery(PENDING).execute(Tuple.of(funds.ciks().toArray(new String[0]), missing, batch));
  }

  @Override
  public Future<RowSet<Row>> pendingBetween(Pool pool, LocalDate from, LocalDate to) {
    return pool.preparedQuery(PENDING_BETWEEN).execute(Tuple.of(funds.ciks().toArray(new String[0]), from, to));
  }

  @Override
  public EdgarDocumentsPoller.Document document(Row r) {
    String accession = r.getString(0);
    String path = r.getString(3);
    String url = path != null ? urls.archivesPath(path) : urls.document(r.getString(2), accession, accession + ".txt");
    return new EdgarDocumentsPoller.Document(accession, url, accession + ".txt", SecKinds.documentKind(r.getString(1)));
  }

  @Override
  public String feeding(String dataset) {
    return SecKinds.documentsOf(dataset);
  }
}
