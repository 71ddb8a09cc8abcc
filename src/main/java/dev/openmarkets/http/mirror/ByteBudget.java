package dev.openmarkets.http.mirror;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * The mirror's own rate limit, in bytes a minute per client, apart from the API's requests a
 * minute: a token bucket holding a minute's bytes that refills continuously. A request is served
 * while the bucket is not empty and takes all its bytes, so a file larger than the bucket is still
 * served, and the client then waits for the bucket to refill that much.
 */
final class ByteBudget {
  private final long perMinute;
  private final LongSupplier nanos;
  private final Cache<String, Bucket> buckets;

  ByteBudget(long perMinute, int maxClients, LongSupplier nanos) {
    this.perMinute = perMinute;
    this.nanos = nanos;
    // a bucket untouched for two minutes is full again: forgetting it changes nothing
    this.buckets = Caffeine.newBuilder().maximumSize(maxClients).expireAfterAccess(Duration.ofMinutes(2)).build();
  }

  /** Takes bytes for client; returns 0 when allowed, else the seconds to wait before asking again. */
  long take(String client, long bytes) {
    return buckets.get(client, k -> new Bucket(perMinute, nanos.getAsLong())).take(bytes, perMinute, nanos.getAsLong());
  }

  long perMinute() {
    return perMinute;
  }

  private static final class Bucket {
    private double tokens;
    private long at;

    Bucket(long tokens, long at) {
      this.tokens = tokens;
      this.at = at;
    }

    synchronized long take(long bytes, long perMinute, long now) {
      double perNano = perMinute / 60e9;
      tokens = Math.min(perMinute, tokens + (now - at) * perNano);
      at = now;
      if (tokens <= 0) {
        // the first whole second at which the bucket holds a byte again
        return (long) Math.floor(-tokens / perNano / 1e9) + 1;
      }
      tokens -= bytes;
      return 0;
    }
  }
}
