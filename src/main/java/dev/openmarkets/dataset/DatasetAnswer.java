package dev.openmarkets.dataset;

import dev.openmarkets.http.ApiError;
import io.vertx.core.buffer.Buffer;

/** A family verticle's reply: the rendered envelope and its ETag, or a client error (404...). */
public record DatasetAnswer(Buffer body, String etag, ApiError error, long createdNanos) {

  public static DatasetAnswer ok(Buffer body, String etag) {
    return new DatasetAnswer(body, etag, null, System.nanoTime());
  }

  public static DatasetAnswer failed(ApiError error) {
    return new DatasetAnswer(null, null, error, System.nanoTime());
  }

  /** Bytes held when cached (the body plus a small fixed overhead). */
  public int weight() {
    return (body == null ? 0 : body.length()) + 128;
  }
}
