package dev.openmarkets.sec.facts;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.Due;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.sec.edgar.EdgarClient;
import dev.openmarkets.sec.edgar.EdgarPoller;
import dev.openmarkets.sec.edgar.EdgarRateLimiter;
import dev.openmarkets.sec.index.EdgarUrls;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Reads each weekday's daily form index after the newest one it loaded (backfillDays back on a
 * first run) for 10-K, 10-Q and 8-K filers: they join the watch list, and the company facts
 * poller fetches their facts again. A day without an index is skipped; a rejected index stops
 * the poll so the bookmark never passes it.
 */
final class FactsIndexPoller extends EdgarPoller {
  private final EdgarUrls urls;

  FactsIndexPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter) {
    super(config, pool, limiter);
    this.urls = new EdgarUrls(config.baseUrl(), EdgarUrls.DEFAULT.dataBase());
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.preparedQuery("SELECT max(file_date) FROM ingest_files WHERE source = $1 AND status = 'loaded'")
        .execute(Tuple.of(FactsKinds.SOURCE_WATCH))
        .map(rows -> rows.iterator().next().getLocalDate(0))
        .compose(newest -> daily(Schedules.weekdays().due(newest, LocalDate.now(ZoneOffset.UTC),
            config.backfillDays()), 0, PollOutcome.NOTHING));
  }

  private Future<PollOutcome> daily(List<Due> due, int i, PollOutcome acc) {
    if (i >= due.size()) {
      return Future.succeededFuture(acc);
    }
    LocalDate day = due.get(i).date();
    String name = "form." + DateTimeFormatter.BASIC_ISO_DATE.format(day) + ".idx";
    String url = urls.dailyFormIndex(day);
    return client.get(url).compose(resp -> {
      if (EdgarClient.absent(resp)) {
        return Future.succeededFuture(acc);
      }
      if (resp.statusCode() != 200) {
        return Future.succeededFuture(acc.failed("HTTP " + resp.statusCode() + " from " + url, 0));
      }
      return offer(FactsKinds.DAILY_INDEX, name, resp.body().getBytes()).map(o -> o.loaded() ? counted(o, acc)
          : acc.failed(name + " rejected: " + o.reason(), 0));
    }).recover(err -> stoppedBy(err, acc))
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : daily(due, i + 1, next));
  }
}
