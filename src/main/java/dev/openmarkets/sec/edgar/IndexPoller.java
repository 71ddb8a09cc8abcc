package dev.openmarkets.sec.edgar;

import dev.openmarkets.ingest.poll.PollOutcome;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.Due;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.sec.index.EdgarUrls;
import dev.openmarkets.sec.store.SecKinds;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Discovers filings: each weekday's daily form index (daily-index/YYYY/QTRn/form.YYYYMMDD.idx)
 * after the newest one loaded (backfillDays back on a first run), then the quarterly full
 * indexes of a configured backfill range. The listed filings of the wanted forms land in
 * sec_filings, where the filings poller picks them up. A day without an index (holiday, or not
 * yet published) is skipped; a rejected index stops the poll so the bookmark never passes it.
 */
final class IndexPoller extends EdgarPoller {
  private final EdgarUrls urls;
  private final Backfill backfill;

  IndexPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter, Backfill backfill) {
    super(config, pool, limiter);
    this.urls = new EdgarUrls(config.baseUrl(), EdgarUrls.DEFAULT.dataBase());
    this.backfill = backfill;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return newestLoaded()
        .compose(newest -> daily(Schedules.weekdays().due(newest, LocalDate.now(ZoneOffset.UTC), config.backfillDays()),
            0, PollOutcome.NOTHING))
        .compose(acc -> acc.error() != null || backfill == null ? Future.succeededFuture(acc)
            : quarters(backfill.quarters(), 0, acc));
  }

  /** The daily form indexes of every weekday from..to, as a poll names them; the filings poller then fetches what they list. */
  @Override
  public History history(String dataset) {
    return new EdgarHistory() {
      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return Schedules.between(Schedules.weekdays(), from, to).stream()
            .map(d -> new Snapshot(urls.dailyFormIndex(d.date()), dailyName(d.date()), SecKinds.INDEX))
            .toList();
      }
    };
  }

  static String dailyName(LocalDate day) {
    return "form." + DateTimeFormatter.BASIC_ISO_DATE.format(day) + ".idx";
  }

  private Future<LocalDate> newestLoaded() {
    return pool.preparedQuery("SELECT max(file_date) FROM ingest_files WHERE source = $1 AND status = 'loaded'")
        .execute(Tuple.of(SecKinds.SOURCE_INDEX))
        .map(rows -> rows.iterator().next().getLocalDate(0));
  }

  private Future<PollOutcome> daily(List<Due> due, int i, PollOutcome acc) {
    if (i >= due.size()) {
      return Future.succeededFuture(acc);
    }
    LocalDate day = due.get(i).date();
    return fetchIndex(urls.dailyFormIndex(day), dailyName(day), SecKinds.INDEX, acc)
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : daily(due, i + 1, next));
  }

  private Future<PollOutcome> quarters(List<int[]> quarters, int i, PollOutcome acc) {
    if (i >= quarters.size()) {
      return Future.succeededFuture(acc);
    }
    int[] q = quarters.get(i);
    String name = backfill.fileName(q);
    return pool.preparedQuery("SELECT 1 FROM ingest_files WHERE name = $1 AND status = 'loaded' LIMIT 1")
        .execute(Tuple.of(name))
        .compose(done -> done.size() > 0 ? Future.succeededFuture(acc)
            : fetchIndex(urls.fullFormIndex(q[0], q[1]), name, SecKinds.indexBetween(backfill.from(), backfill.to()), acc))
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : quarters(quarters, i + 1, next));
  }

  private Future<PollOutcome> fetchIndex(String url, String name, FileKind<?> kind, PollOutcome acc) {
    return client.get(url).compose(resp -> {
      if (EdgarClient.absent(resp)) {
        return Future.succeededFuture(acc);
      }
      if (resp.statusCode() != 200) {
        return Future.succeededFuture(acc.failed("HTTP " + resp.statusCode() + " from " + url, 0));
      }
      return offer(kind, name, resp.body().getBytes()).map(o -> o.loaded() ? counted(o, acc)
          : acc.failed(name + " rejected: " + o.reason(), 0));
    }).recover(err -> stoppedBy(err, acc));
  }
}
