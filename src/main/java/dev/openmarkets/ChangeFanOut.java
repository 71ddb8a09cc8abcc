package dev.openmarkets;

import dev.openmarkets.answer.ResponseCache;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.db.Database;
import dev.openmarkets.ingest.DatasetState;
import dev.openmarkets.push.Streams;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.pgclient.pubsub.PgSubscriber;
import io.vertx.sqlclient.Pool;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Where a committed change goes: local commits arrive on the event bus, other processes' (import,
 * other nodes) by NOTIFY dataset_changed; each refreshes the dataset's state (version, rows), tells
 * the live streams, and drops the cached answers older than the version now served.
 */
final class ChangeFanOut {
  private final Vertx vertx;
  private final Pool pool;
  private final DatasetState state;
  private final ResponseCache cache;
  private final Map<String, Dataset> datasetsByName;
  private final Supplier<Streams> streams;
  private final Map<String, Long> invalidatedUpTo = new ConcurrentHashMap<>();
  private PgSubscriber subscriber;

  /** cache: null when caching is off; streams: null until the HTTP edge has started them. */
  ChangeFanOut(Vertx vertx, Pool pool, DatasetState state, ResponseCache cache, Map<String, Dataset> datasetsByName,
      Supplier<Streams> streams) {
    this.vertx = vertx;
    this.pool = pool;
    this.state = state;
    this.cache = cache;
    this.datasetsByName = datasetsByName;
    this.streams = streams;
  }

  Future<Void> listen(Database db) {
    vertx.eventBus().<String>consumer(DatasetState.CHANGED, msg -> onChanged(msg.body()));
    subscriber = PgSubscriber.subscriber(vertx, db.url().connectOptions())
        .reconnectPolicy(retries -> retries < 1000 ? 1000L : -1L);
    subscriber.channel("dataset_changed").handler(this::onChanged);
    return subscriber.connect();
  }

  void close() {
    if (subscriber != null) {
      subscriber.close();
    }
  }

  private void onChanged(String dataset) {
    Streams live = streams.get();
    if (live != null) {
      live.changed(dataset);
    }
    state.refresh(pool, dataset).onSuccess(s -> {
      if (cache == null) {
        return;
      }
      // answers are keyed by the served version: drop what is older than it, scanning the cache
      // only when it moved (a lagging dataset's commits mostly leave it where it was)
      Dataset ds = datasetsByName.get(dataset);
      long served = ds == null ? state.version(dataset) : state.servedVersion(dataset, ds.lagMillis(), System.currentTimeMillis());
      Long before = invalidatedUpTo.put(dataset, served);
      if (before == null || before != served) {
        cache.invalidateBefore(dataset, served);
      }
    });
  }
}
