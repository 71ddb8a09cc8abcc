package dev.openmarkets.sec.facts;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.EdgarPoller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Fetches company facts (baseUrl + pathTemplate with {cik}, e.g. data.sec.gov
 * /api/xbrl/companyfacts/CIK{cik}.json) of the companies that are due: the configured tickers
 * not fetched within a day, and watched companies (recent 10-K/10-Q/8-K filers, named
 * repurchasers) that filed since their facts were last fetched. Each file is its own
 * transaction, a batch per poll, the next poll at once while companies are left.
 */
final class CompanyFactsPoller extends EdgarPoller {
  static final int BATCH = 300;
  /** Configured companies are fetched again after a day even without a filing in the index. */
  static final int TRACKED_REFRESH_SECONDS = 86_400;
  private static final String DUE = SqlResource.load(CompanyFactsPoller.class, "facts-due.sql");

  private final TrackedCompanies tracked;
  // no company facts at SEC (a filer without XBRL): skipped until the process restarts
  private final Set<String> missing = new HashSet<>();

  CompanyFactsPoller(UpstreamConfig config, Pool pool, TrackedCompanies tracked) {
    super(config, pool);
    this.tracked = tracked;
  }

  static String fileName(String cik) {
    return "CIK" + cik + ".json";
  }

  String url(String cik) {
    return config.baseUrl() + config.pathTemplate().replace("{cik}", cik).replace("{cikUnpadded}",
        Ciks.unpadded(cik));
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.preparedQuery(DUE)
        .execute(Tuple.of(tracked.companies().toArray(String[]::new), TRACKED_REFRESH_SECONDS,
            missing.toArray(String[]::new), BATCH))
        .compose(rows -> {
          List<String> due = new ArrayList<>();
          for (Row r : rows) {
            due.add(r.getString(0));
          }
          return fetch(due, 0, PollOutcome.NOTHING)
              .map(acc -> acc.error() == null ? acc.withMore(due.size() == BATCH) : acc);
        });
  }

  private Future<PollOutcome> fetch(List<String> due, int i, PollOutcome acc) {
    if (i >= due.size()) {
      return Future.succeededFuture(acc);
    }
    String cik = due.get(i);
    String url = url(cik);
    // a file that does not parse is recorded as rejected (see /stats) and waits for the next filing
    return document(url, FactsKinds.COMPANY_FACTS, fileName(cik)).map(o -> {
      if (o.missing()) {
        missing.add(cik);
      }
      return counted(o, acc, false);
    }).compose(next -> next.error() != null ? Future.succeededFuture(next) : fetch(due, i + 1, next));
  }
}
