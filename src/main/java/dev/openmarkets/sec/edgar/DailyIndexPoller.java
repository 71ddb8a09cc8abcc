package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.Due;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Snapshot;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.LocalDate;
import java.util.List;

/**
 * An EDGAR poller that discovers filings through each weekday's daily form index
 * (daily-index/YYYY/QTRn/form.YYYYMMDD.idx) after the newest one it loaded (backfillDays back on
 * a first run). Three families read the same indexes for their own forms, each into its own
 * kind; the bookmark is the newest loaded file of that kind's source. A day without an index
 * (holiday, not yet published) is skipped; a rejected index stops the poll so the bookmark never
 * passes it. Subclasses say what an index becomes (the kind) and may add steps after the walk.
 */
public abstract class DailyIndexPoller extends EdgarPoller {
  protected final EdgarUrls urls;
  private final FileKind<?> kind;
  private final Clock clock;

  /** clock says which day is today: the indexes due run up to it. */
  protected DailyIndexPoller(UpstreamConfig config, Pool pool, FileKind<?> kind, Clock clock) {
    super(config, pool);
    this.urls = new EdgarUrls(config.baseUrl(), EdgarUrls.DEFAULT.dataBase());
    this.kind = kind;
    this.clock = clock;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return newestLoaded(kind.source())
        .compose(newest -> daily(Schedules.weekdays().due(newest, LocalDate.now(clock), config.backfillDays()),
            0, PollOutcome.NOTHING))
        .compose(acc -> acc.error() != null ? Future.succeededFuture(acc) : afterDaily(acc));
  }

  /** What a poll does once the daily indexes are in, unless one failed; nothing by default. */
  protected Future<PollOutcome> afterDaily(PollOutcome acc) {
    return Future.succeededFuture(acc);
  }

  /** The daily form indexes of every weekday from..to, named as a poll names them. */
  protected History dailyHistory() {
    return new EdgarHistory() {
      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return Schedules.between(Schedules.weekdays(), from, to).stream()
            .map(d -> new Snapshot(urls.dailyFormIndex(d.date()), IndexFileNames.dailyForm(d.date()), kind))
            .toList();
      }
    };
  }

  private Future<PollOutcome> daily(List<Due> due, int i, PollOutcome acc) {
    if (i >= due.size() || stopped()) {
      return Future.succeededFuture(acc);
    }
    LocalDate day = due.get(i).date();
    return fetchIndex(urls.dailyFormIndex(day), IndexFileNames.dailyForm(day), kind, acc)
        .compose(next -> next.error() != null ? Future.succeededFuture(next) : daily(due, i + 1, next));
  }

  /** One index fetched and loaded as AS: absent adds nothing, any other failure ends the poll with an error. */
  protected Future<PollOutcome> fetchIndex(String url, String name, FileKind<?> as, PollOutcome acc) {
    return document(url, as, name).map(o -> counted(o, acc, true));
  }
}
