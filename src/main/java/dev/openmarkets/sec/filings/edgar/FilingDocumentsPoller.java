package dev.openmarkets.sec.filings.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.sec.filings.FilingsNames;
import dev.openmarkets.sec.edgar.EdgarClient;
import dev.openmarkets.sec.edgar.EdgarPoller;
import dev.openmarkets.sec.edgar.EdgarRateLimiter;
import dev.openmarkets.sec.filings.store.FilingsKinds;
import dev.openmarkets.sec.index.EdgarUrls;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fetches what each queued filing's dataset needs, and nothing more: an 8-K's filing index page
 * (items, Eastern acceptance time, primary document; a few KB), a 424B2's or FWP's full .txt
 * submission (the supplement and its filing-fee exhibit), a Form D's primary_doc.xml. Newest first,
 * a batch per poll, the next poll at once while filings are left. A filing whose document was
 * offered (loaded or rejected, see /stats) is not fetched again; one EDGAR does not serve is
 * skipped until the process restarts.
 */
final class FilingDocumentsPoller extends EdgarPoller {
  static final int BATCH = 100;
  private static final String PENDING = SqlResource.load(FilingDocumentsPoller.class, "documents-pending.sql");
  private static final String PENDING_BETWEEN = SqlResource.load(FilingDocumentsPoller.class,
      "documents-pending-between.sql");

  private final EdgarUrls urls;
  private final Set<String> missing = new HashSet<>();

  private record Pending(String accessionNo, String formType, String cik, String path, String fileName) {
  }

  FilingDocumentsPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter) {
    super(config, pool, limiter);
    this.urls = new EdgarUrls(config.baseUrl(), EdgarUrls.DEFAULT.dataBase());
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.preparedQuery(PENDING).execute(Tuple.of(missing.toArray(new String[0]), BATCH)).compose(rows -> {
      List<Pending> pending = new ArrayList<>();
      for (Row r : rows) {
        pending.add(new Pending(r.getString(0), r.getString(1), r.getString(2), r.getString(3), r.getString(4)));
      }
      return fetch(pending, 0, PollOutcome.NOTHING)
          .map(acc -> acc.error() == null ? acc.withMore(pending.size() == BATCH) : acc);
    });
  }

  /**
   * No requests of its own: after the index poller's history queued the range's filings, their
   * documents, oldest first, of the forms that feed the dataset (earnings come from the events).
   */
  @Override
  public History history(String dataset) {
    String wanted = dataset.equals(FilingsNames.EARNINGS) || dataset.equals(FilingsNames.EARNINGS_TICKER)
        ? FilingsNames.EVENTS : dataset;
    return new EdgarHistory() {
      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return List.of();
      }

      @Override
      public Future<List<Snapshot>> followUps(Pool pool, LocalDate from, LocalDate to) {
        return pool.preparedQuery(PENDING_BETWEEN).execute(Tuple.of(from, to)).map(rows -> {
          List<Snapshot> out = new ArrayList<>();
          for (Row r : rows) {
            Pending p = new Pending(r.getString(0), r.getString(1), r.getString(2), r.getString(3), r.getString(4));
            FileKind<?> kind = FilingsKinds.documentKind(p.formType());
            if (kind.dataset().equals(wanted)) {
              out.add(new Snapshot(url(p), p.fileName(), kind));
            }
          }
          return out;
        });
      }
    };
  }

  private Future<PollOutcome> fetch(List<Pending> pending, int i, PollOutcome acc) {
    if (i >= pending.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    Pending p = pending.get(i);
    FileKind<?> kind = FilingsKinds.documentKind(p.formType());
    String url = url(p);
    return client.get(url).compose(resp -> {
      if (EdgarClient.absent(resp)) {
        missing.add(p.accessionNo());
        return Future.succeededFuture(acc);
      }
      if (resp.statusCode() != 200) {
        return Future.succeededFuture(acc.failed("HTTP " + resp.statusCode() + " from " + url, 0));
      }
      return offer(kind, p.fileName(), resp.body().getBytes()).map(o -> counted(o, acc));
    }).recover(err -> stoppedBy(err, acc))
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : fetch(pending, i + 1, next));
  }

  private String url(Pending p) {
    if (p.fileName().endsWith(".txt") && p.path() != null) {
      return urls.archivesPath(p.path());
    }
    String document = p.fileName().endsWith("-primary_doc.xml") ? "primary_doc.xml" : p.fileName();
    return urls.document(p.cik(), p.accessionNo(), document);
  }
}
