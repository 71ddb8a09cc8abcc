package dev.openmarkets.answer;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.github.benmanes.caffeine.cache.Expiry;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Context;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/**
 * Pre-rendered answers (bytes and ETag) per normalised request, answered in the router with no
 * hop. Keys carry the dataset version, so an ingest commit makes every older answer unreachable
 * at once; {@link #invalidate} then frees their memory. Concurrent misses on one key share one
 * load (one database query). Memory is bounded by the total bytes held.
 */
public final class ResponseCache {

  /** A normalised request: dataset, its data version, key tier, format and sorted parameters. */
  public record Key(String dataset, long version, String tier, String params, long day, int maxAgeSeconds) {
  }

  private static final long DEFAULT_TTL_NANOS = Duration.ofHours(6).toNanos();

  private final AsyncCache<Key, DatasetAnswer> cache;
  private final Metrics metrics;

  public ResponseCache(long maxBytes, Metrics metrics) {
    this.metrics = metrics;
    this.cache = Caffeine.newBuilder()
        // upkeep (expiry, eviction) inline on the calling event loop, a little at a time, instead of
        // waking a ForkJoinPool thread that competes with the loops for the cores (bench/RESULTS.md)
        .executor(Runnable::run)
        .maximumWeight(maxBytes)
        .<Key, DatasetAnswer>weigher((k, v) -> v.weight() + k.params().length() * 2)
        .expireAfter(new Expiry<Key, DatasetAnswer>() {
          @Override
          public long expireAfterCreate(Key k, DatasetAnswer v, long now) {
            return k.maxAgeSeconds() > 0 ? Duration.ofSeconds(k.maxAgeSeconds()).toNanos() : DEFAULT_TTL_NANOS;
          }

          @Override
          public long expireAfterUpdate(Key k, DatasetAnswer v, long now, long current) {
            return current;
          }

          @Override
          public long expireAfterRead(Key k, DatasetAnswer v, long now, long current) {
            return current;
          }
        })
        .buildAsync();
  }

  /** The cached answer, or the one loader call shared by every concurrent miss on this key. */
  public Future<DatasetAnswer> get(Key key, Supplier<Future<DatasetAnswer>> loader, Context ctx) {
    CompletableFuture<DatasetAnswer> present = cache.getIfPresent(key);
    if (present != null && present.isDone() && !present.isCompletedExceptionally()) {
      metrics.cacheHits.increment(key.dataset());
      return Future.succeededFuture(present.join());
    }
    CompletableFuture<DatasetAnswer> cf = cache.get(key, (k, executor) -> {
      metrics.cacheMisses.increment(key.dataset());
      return loader.get().toCompletionStage().toCompletableFuture();
    });
    // errors (404 answers) are not kept: only the in-flight collapse applies to them
    cf.thenAccept(a -> {
      if (a.error() != null) {
        cache.synchronous().invalidate(key);
      }
    });
    return Future.fromCompletionStage(cf, ctx);
  }

  public void invalidate(String dataset) {
    cache.asMap().keySet().removeIf(k -> k.dataset().equals(dataset));
  }

  /** Frees the answers of versions before the current one (they can no longer be asked for). */
  public void invalidateBefore(String dataset, long currentVersion) {
    cache.asMap().keySet().removeIf(k -> k.dataset().equals(dataset) && k.version() < currentVersion);
  }

  public long weightedSize() {
    return cache.synchronous().policy().eviction().map(e -> e.weightedSize().orElse(0)).orElse(0L);
  }

  public long entries() {
    return cache.synchronous().estimatedSize();
  }

  public void cleanUp() {
    cache.synchronous().cleanUp();
  }
}
