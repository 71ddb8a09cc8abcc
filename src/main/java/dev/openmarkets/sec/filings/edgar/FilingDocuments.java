package dev.openmarkets.sec.filings.edgar;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.edgar.EdgarDocumentsPoller;
import dev.openmarkets.sec.edgar.EdgarUrls;
import dev.openmarkets.sec.filings.events.EventDocuments;
import dev.openmarkets.sec.filings.formd.FormDDocuments;
import dev.openmarkets.sec.filings.notes.NoteDocuments;
import dev.openmarkets.sec.filings.shared.FilingForms;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;

/**
 * The filings family's queue: what each queued filing's dataset needs, and nothing more: an 8-K's
 * filing index page (items, Eastern acceptance time, primary document; a few KB), a 424B2's or
 * FWP's full .txt submission (the supplement and its filing-fee exhibit), a Form D's
 * primary_doc.xml. Earnings are read from the events.
 */
final class FilingDocuments implements EdgarDocumentsPoller.Queue {
  static final int BATCH = 100;
  private static final String PENDING = SqlResource.load(FilingDocuments.class, "documents-pending.sql");
  private static final String PENDING_BETWEEN = SqlResource.load(FilingDocuments.class, "documents-pending-between.sql");

  private final EdgarUrls urls;

  FilingDocuments(String baseUrl) {
    this.urls = new EdgarUrls(baseUrl, EdgarUrls.DEFAULT.dataBase());
  }

  @Override
  public int batch() {
    return BATCH;
  }

  @Override
  public Future<RowSet<Row>> pending(Pool pool, String[] missing, int batch) {
    return pool.preparedQuery(PENDING).execute(Tuple.of(missing, batch));
  }

  @Override
  public Future<RowSet<Row>> pendingBetween(Pool pool, LocalDate from, LocalDate to) {
    return pool.preparedQuery(PENDING_BETWEEN).execute(Tuple.of(from, to));
  }

  @Override
  public EdgarDocumentsPoller.Document document(Row r) {
    String accession = r.getString(0);
    String fileName = r.getString(4);
    return new EdgarDocumentsPoller.Document(accession, url(accession, r.getString(2), r.getString(3), fileName),
        fileName, documentKind(r.getString(1)));
  }

  /** The kind a queued filing's document is loaded with: its form's bundle's. */
  static FileKind<?> documentKind(String formType) {
    String f = FilingForms.normal(formType);
    if (EventDocuments.FORMS.contains(f)) {
      return EventDocuments.DOCUMENT;
    }
    if (FormDDocuments.FORMS.contains(f)) {
      return FormDDocuments.KIND;
    }
    if (NoteDocuments.FORMS.contains(f)) {
      return NoteDocuments.KIND;
    }
    throw new IllegalArgumentException("no document kind for form " + formType);
  }

  private String url(String accession, String cik, String path, String fileName) {
    if (fileName.endsWith(".txt") && path != null) {
      return urls.archivesPath(path);
    }
    String document = fileName.endsWith("-primary_doc.xml") ? "primary_doc.xml" : fileName;
    return urls.document(cik, accession, document);
  }

  @Override
  public String feeding(String dataset) {
    return dataset.equals(FilingsNames.EARNINGS) || dataset.equals(FilingsNames.EARNINGS_TICKER)
        ? FilingsNames.EVENTS : dataset;
  }
}
