package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.sec.funds.TrackedFunds;
import dev.openmarkets.sec.index.EdgarUrls;
import dev.openmarkets.sec.store.SecDatasetNames;
import dev.openmarkets.sec.store.SecKinds;
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
 * Fetches the documents of the filings the indexes listed: one full .txt submission per filing
 * (Archives/edgar/data/CIK/ACCESSION.txt), which holds the XML of every form read here (a 13F's
 * cover and table both) and the acceptance time in its header, and loads it as ACCESSION.txt
 * with the kind of its form. Newest filings first, a batch per poll, the next poll at once
 * while filings are left. 13F filings only of the tracked managers.
 */
final class FilingsPoller extends EdgarPoller {
  static final int BATCH = 200;
  private static final String PENDING = SqlResource.load(FilingsPoller.class, "filings-pending.sql");
  private static final String PENDING_BETWEEN = SqlResource.load(FilingsPoller.class, "filings-pending-between.sql");

  private final EdgarUrls urls;
  private final TrackedFunds funds;
  // listed but not served (404): skipped until the process restarts rather than asked every poll
  private final Set<String> missing = new HashSet<>();

  private record Pending(String accessionNo, String formType, String cik, String path) {
  }

  FilingsPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter, TrackedFunds funds) {
    super(config, pool, limiter);
    this.urls = new EdgarUrls(config.baseUrl(), EdgarUrls.DEFAULT.dataBase());
    this.funds = funds;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.preparedQuery(PENDING)
        .execute(Tuple.of(funds.ciks().toArray(new String[0]), missing.toArray(new String[0]), BATCH))
        .compose(rows -> {
          List<Pending> pending = new ArrayList<>();
          for (Row r : rows) {
            pending.add(new Pending(r.getString(0), r.getString(1), r.getString(2), r.getString(3)));
          }
          return fetch(pending, 0, PollOutcome.NOTHING)
              .map(acc -> acc.error() == null ? acc.withMore(pending.size() == BATCH) : acc);
        });
  }

  /**
   * No requests of its own: after the index poller's history loaded the daily indexes, the
   * documents they listed for the range, oldest first, of the forms that feed the dataset.
   */
  @Override
  public History history(String dataset) {
    String wanted = switch (dataset) {
      case SecDatasetNames.INSIDER_TRANSACTIONS, SecDatasetNames.INSIDER_CLUSTERS -> SecDatasetNames.INSIDERS;
      case SecDatasetNames.FUND_HOLDINGS -> SecDatasetNames.FUNDS;
      default -> dataset;
    };
    return new EdgarHistory() {
      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return List.of();
      }

      @Override
      public Future<List<Snapshot>> followUps(Pool pool, LocalDate from, LocalDate to) {
        return pool.preparedQuery(PENDING_BETWEEN)
            .execute(Tuple.of(funds.ciks().toArray(new String[0]), from, to))
            .map(rows -> {
              List<Snapshot> out = new ArrayList<>();
              for (Row r : rows) {
                Pending p = new Pending(r.getString(0), r.getString(1), r.getString(2), r.getString(3));
                FileKind<?> kind = SecKinds.documentKind(p.formType());
                if (kind != null && kind.dataset().equals(wanted)) {
                  out.add(new Snapshot(url(p), p.accessionNo() + ".txt", kind));
                }
              }
              return out;
            });
      }
    };
  }

  private String url(Pending p) {
    return p.path() != null ? urls.archivesPath(p.path())
        : urls.document(p.cik(), p.accessionNo(), p.accessionNo() + ".txt");
  }

  private Future<PollOutcome> fetch(List<Pending> pending, int i, PollOutcome acc) {
    if (i >= pending.size()) {
      return Future.succeededFuture(acc);
    }
    Pending p = pending.get(i);
    String url = url(p);
    FileKind<?> kind = SecKinds.documentKind(p.formType());
    return client.get(url).compose(resp -> {
      if (EdgarClient.absent(resp)) {
        missing.add(p.accessionNo());
        return Future.succeededFuture(acc);
      }
      if (resp.statusCode() != 200) {
        return Future.succeededFuture(acc.failed("HTTP " + resp.statusCode() + " from " + url, 0));
      }
      // a document that does not parse is recorded as rejected (see /stats) and not fetched again
      return offer(kind, p.accessionNo() + ".txt", resp.body().getBytes()).map(o -> counted(o, acc));
    }).recover(err -> stoppedBy(err, acc))
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : fetch(pending, i + 1, next));
  }
}
