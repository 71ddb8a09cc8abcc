package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.util.List;

/**
 * Discovers filings from the daily form indexes, then the quarterly full indexes of a configured
 * backfill range. The listed filings of the wanted forms land in sec_filings, where the filings
 * poller picks them up.
 */
public final class IndexPoller extends DailyIndexPoller {
  private final Backfill backfill;
  private final SecForms forms;

  public IndexPoller(UpstreamConfig config, Pool pool, SecForms forms, Backfill backfill, Clock clock) {
    super(config, pool, forms.index(), clock);
    this.forms = forms;
    this.backfill = backfill;
  }

  @Override
  protected Future<PollOutcome> afterDaily(PollOutcome acc) {
    return backfill == null ? Future.succeededFuture(acc) : quarters(backfill.quarters(), 0, acc);
  }

  /** The daily form indexes of every weekday from..to; the filings poller then fetches what they list. */
  @Override
  public History history(String dataset) {
    return dailyHistory();
  }

  private Future<PollOutcome> quarters(List<int[]> quarters, int i, PollOutcome acc) {
    if (i >= quarters.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    int[] q = quarters.get(i);
    String name = backfill.fileName(q);
    return pool.preparedQuery("SELECT 1 FROM ingest_files WHERE name = $1 AND status = 'loaded' LIMIT 1")
        .execute(Tuple.of(name))
        .compose(done -> done.size() > 0 ? Future.succeededFuture(acc)
            : fetchIndex(urls.fullFormIndex(q[0], q[1]), name, forms.indexBetween(backfill.from(), backfill.to()), acc))
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : quarters(quarters, i + 1, next));
  }
}
