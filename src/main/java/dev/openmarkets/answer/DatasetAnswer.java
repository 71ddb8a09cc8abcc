package dev.openmarkets.answer;

import dev.openmarkets.dataset.ApiError;
import io.vertx.core.buffer.Buffer;

/**
 * A family verticle's reply: the rendered envelope and its ETag, or a client error (404...).
 * gzip: the same body gzip-compressed once, added when the answer enters the response cache.
 */
public record DatasetAnswer(Buffer body, String etag, ApiError error, long createdNanos, Buffer gzip) {

  public static DatasetAnswer ok(Buffer body, String etag) {
    return new DatasetAnswer(body, etag, null, System.nanoTime(), null);
  }

  public static DatasetAnswer failed(ApiError error) {
    return new DatasetAnswer(null, null, error, System.nanoTime(), null);
  }

  public DatasetAnswer withGzip(Buffer gzipped) {
    return new DatasetAnswer(body, etag, error, createdNanos, gzipped);
  }

  /** Bytes held when cached (the body, its gzip form, and a small fixed overhead). */
  public int weight() {
    return (body == null ? 0 : body.length()) + (gzip == null ? 0 : gzip.length()) + 128;
  }
}
