package dev.openmarkets.access;

import com.github.benmanes.caffeine.cache.AsyncCache;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Answers "is this key active?" without a query per request: verdicts (including "unknown", so a
 * flood of random keys cannot reach the database) are cached for 30 seconds in a bounded cache.
 * A revoked key therefore stops working within 30 seconds on every instance. The last verdict of
 * every key seen is also kept (bounded, a day): when the database cannot answer, a known key keeps
 * its tier instead of falling to keyless or to a 503.
 */
public final class ApiKeyStore {
  private final Pool pool;
  private final AsyncCache<String, Optional<String>> verdicts = Caffeine.newBuilder()
      .maximumSize(50_000)
      .expireAfterWrite(Duration.ofSeconds(30))
      .buildAsync();
  private final Cache<String, Optional<String>> lastKnown = Caffeine.newBuilder()
      .maximumSize(50_000)
      .expireAfterWrite(Duration.ofDays(1))
      .build();

  public ApiKeyStore(Pool pool) {
    this.pool = pool;
  }

  /** The key's prefix when it is active, empty when unknown or revoked. */
  public Future<Optional<String>> lookup(String key, Context ctx) {
    String hash = ApiKeys.hash(key);
    var cf = verdicts.get(hash, (h, executor) -> pool
        .preparedQuery("SELECT prefix FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL")
        .execute(Tuple.of(h))
        .map(rows -> rows.size() == 0 ? Optional.<String>empty() : Optional.of(rows.iterator().next().getString(0)))
        .onSuccess(verdict -> lastKnown.put(h, verdict))
        .toCompletionStage()
        .toCompletableFuture());
    if (cf.isDone() && !cf.isCompletedExceptionally()) {
      return Future.succeededFuture(cf.join());
    }
    return Future.fromCompletionStage(cf, ctx).timeout(2, TimeUnit.SECONDS).recover(err -> {
      Optional<String> known = lastKnown.getIfPresent(hash);
      return known != null ? Future.succeededFuture(known) : Future.failedFuture(err);
    });
  }
}
