package dev.openmarkets.analytics.sentiment;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.PollWrites;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.SqlConnection;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;

/**
 * The hourly recomputation of every asset's sentiment from stored data (news tone, funding
 * history, COT index, Fear & Greed): the current hour and the two before it, so inputs that
 * arrived late reach the history; unchanged hours are left alone. Fetches nothing; runs under
 * the poller skeleton for its schedule, back-off, status and fleet lease, and writes through the
 * ingest writer (one transaction with its ingest_files record, source "sentiment-compute").
 */
public final class SentimentPoller extends Poller {
  static final int HOURS_BACK = 2;

  private final SentimentAssets assets;
  private final Clock clock;

  /** One recomputation, the one row of its batch: the hours it covers. */
  private record Hours(Instant from, Instant to) {
  }

  /** Recomputes; a change bumps every dataset reading the history (none counts rows of its own here). */
  private final ContextWriter<Hours> writer = new ContextWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<Hours> rows, WriteContext ctx) {
      Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
      for (Hours h : rows) {
        chain = chain.compose(acc -> SentimentCompute.hours(conn, assets.all(), h.from(), h.to(), ctx).map(acc::plus));
      }
      return chain;
    }

    @Override
    public Future<Written> writeFor(String dataset, SqlConnection conn, List<Hours> rows, WriteContext ctx) {
      return write(conn, rows, ctx).map(c -> new Written(c, c.changedAnything() ? SentimentCompute.READERS : Map.of())
          .revising(revised(c)));
    }
  };

  public SentimentPoller(UpstreamConfig config, Pool pool, Clock clock, SentimentAssets assets) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.assets = assets;
    this.clock = clock;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    Instant to = clock.instant().truncatedTo(ChronoUnit.HOURS);
    Instant from = to.minus(Duration.ofHours(HOURS_BACK));
    return PollWrites.send(vertx, SentimentDataset.NAME, "sentiment-compute", writer, List.of(new Hours(from, to)))
        .map(o -> {
          int changed = o.counts().inserted() + o.counts().updated();
          return PollOutcome.NOTHING.plus(0, changed)
              .describedAs(assets.all().size() + " assets, " + changed + " hourly rows changed");
        });
  }
}
