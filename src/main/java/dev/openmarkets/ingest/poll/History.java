package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.UpstreamConfig;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.Pool;
import java.time.LocalDate;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * What `backfill` asks of a poller: the upstream requests that fetch its history between two
 * dates, built by the poller's own code (schedule, URL template, file names, file kinds), and the
 * client that sends them with the poller's User-Agent, deadline and rate limit.
 */
public interface History {
  /** The upstream (configuration name) the requests go to; backfill progress is kept under it. */
  String upstream();

  /** The requests for the dates from..to (both included), oldest first. */
  List<Snapshot> requests(LocalDate from, LocalDate to);

  /** Requests that only the loaded ones reveal (EDGAR: the documents the indexes listed), asked after them. */
  default Future<List<Snapshot>> followUps(Pool pool, LocalDate from, LocalDate to) {
    return Future.succeededFuture(List.of());
  }

  /** The client that sends the requests. */
  HistoryFetch client(Vertx vertx);

  /**
   * True when the backfill must space the requests itself (the configured backfill interval);
   * false when the client already keeps the upstream's limit (EDGAR's shared limiter).
   */
  default boolean paced() {
    return true;
  }

  /**
   * The history of an upstream fetched as its pollers fetch it (the upstream's User-Agent and
   * deadline, no shared limiter): requests from..to built by the poller's own code.
   */
  static History plain(UpstreamConfig config, BiFunction<LocalDate, LocalDate, List<Snapshot>> requests) {
    return of(config, requests, vertx -> HistoryFetch.plain(vertx, config));
  }

  /** The history of an upstream whose requests from..to are built by requests and sent by the client opened. */
  static History of(UpstreamConfig config, BiFunction<LocalDate, LocalDate, List<Snapshot>> requests,
      Function<Vertx, HistoryFetch> client) {
    return new History() {
      @Override
      public String upstream() {
        return config.name();
      }

      @Override
      public List<Snapshot> requests(LocalDate from, LocalDate to) {
        return requests.apply(from, to);
      }

      @Override
      public HistoryFetch client(Vertx vertx) {
        return client.apply(vertx);
      }
    };
  }
}
