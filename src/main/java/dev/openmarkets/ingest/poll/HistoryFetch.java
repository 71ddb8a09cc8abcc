package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.fetch.Fetch;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.fetch.FetchPolicy;
import dev.openmarkets.ingest.fetch.FetchRequest;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Clock;
import java.util.function.Function;

/**
 * Sends the requests of a {@link History} (backfill) or of doctor through the fetch step: one
 * named outcome per request, never a failed future.
 */
public interface HistoryFetch {
  Future<Answer> get(Snapshot request);

  void close();

  /** The fetch step's outcome of one request (see {@link FetchOutcome}). */
  record Answer(FetchOutcome outcome) {
    /** Data arrived. */
    public boolean ok() {
      return outcome.loaded();
    }

    /** The upstream has no such file now (not published yet, or absent: a holiday, a date before its first file). */
    public boolean absent() {
      return outcome.missing();
    }

    public int status() {
      return outcome.status();
    }

    public byte[] body() {
      return outcome.body();
    }
  }

  /**
   * The client of {@link SnapshotPoller} and dated-file upstreams: the fetch step with the
   * upstream's User-Agent, deadline and host spacing, each request read as asRequest says.
   */
  static HistoryFetch over(Fetch fetch, Function<Snapshot, FetchRequest> asRequest) {
    return new HistoryFetch() {
      @Override
      public Future<Answer> get(Snapshot r) {
        return fetch.answer(asRequest.apply(r)).map(Answer::new);
      }

      @Override
      public void close() {
        fetch.close();
      }
    };
  }

  /** The plain client: the fetch step, each request as its document declares it. */
  static HistoryFetch plain(Vertx vertx, UpstreamConfig config) {
    return plain(vertx, config, 0);
  }

  /** The plain client with the upstream's minimum interval between requests to its host. */
  static HistoryFetch plain(Vertx vertx, UpstreamConfig config, long minIntervalMillis) {
    return over(Fetch.of(vertx, config, minIntervalMillis, FetchPolicy.PLAIN, Clock.systemUTC()), Snapshot::request);
  }
}
