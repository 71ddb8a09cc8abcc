package dev.openmarkets.sec.filings.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.Due;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.sec.edgar.EdgarClient;
import dev.openmarkets.sec.edgar.EdgarPoller;
import dev.openmarkets.sec.edgar.EdgarRateLimiter;
import dev.openmarkets.sec.filings.FilingsNames;
import dev.openmarkets.sec.filings.store.FilingsKinds;
import dev.openmarkets.sec.index.EdgarUrls;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Discovers this family's filings: each weekday's daily form index after the newest one it loaded
 * (backfillDays back on a first run). Registration forms become ipos rows; 8-K, 424B2, FWP and
 * Form D filings join sec_filing_queue for the documents poller. A day without an index (holiday,
 * not yet published) is skipped; a rejected index stops the poll so the bookmark never passes it.
 */
final class FilingsIndexPoller extends EdgarPoller {
  private final EdgarUrls urls;

  FilingsIndexPoller(UpstreamConfig config, Pool pool, EdgarRateLimiter limiter) {
    super(config, pool, limiter);
    this.urls = new EdgarUrls(config.baseUrl(), EdgarUrls.DEFAULT.dataBase());
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.preparedQuery("SELECT max(file_date) FROM ingest_files WHERE source = $1 AND status = 'loaded'")
        .execute(Tuple.of(FilingsNames.SOURCE_INDEX))
        .map(rows -> rows.iterator().next().getLocalDate(0))
        .compose(newest -> daily(Schedules.weekdays().due(newest, LocalDate.now(ZoneOffset.UTC), config.backfillDays()),
            0, PollOutcome.NOTHING));
  }

  /** The daily form indexes of every weekday from..to, as a poll names them; the documents poller fetches what they queue. */
  @Override
  public History history(String dataset) {
    return new EdgarHistory() {
      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return Schedules.between(Schedules.weekdays(), from, to).stream()
            .map(d -> new Snapshot(urls.dailyFormIndex(d.date()), dailyName(d.date()), FilingsKinds.INDEX))
            .toList();
      }
    };
  }

  private static String dailyName(LocalDate day) {
    return "form." + DateTimeFormatter.BASIC_ISO_DATE.format(day) + ".idx";
  }

  private Future<PollOutcome> daily(List<Due> due, int i, PollOutcome acc) {
    if (i >= due.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    LocalDate day = due.get(i).date();
    String name = dailyName(day);
    String url = urls.dailyFormIndex(day);
    return client.get(url).compose(resp -> {
      if (EdgarClient.absent(resp)) {
        return Future.succeededFuture(acc);
      }
      if (resp.statusCode() != 200) {
        return Future.succeededFuture(acc.failed("HTTP " + resp.statusCode() + " from " + url, 0));
      }
      return offer(FilingsKinds.INDEX, name, resp.body().getBytes()).map(o -> o.loaded() ? counted(o, acc)
          : acc.failed(name + " rejected: " + o.reason(), 0));
    }).recover(err -> stoppedBy(err, acc))
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : daily(due, i + 1, next));
  }
}
