package dev.openmarkets.observe;

import java.time.Instant;

/**
 * One access-log line: when the response ended, the request id, method, path with query,
 * status, body bytes sent, duration, client address (after trusted proxies) and tier
 * ("keyless", "key", or "-" outside /api). Carried as the log record's parameter so the JSON
 * format can write it as fields.
 */
public record AccessEntry(Instant time, String requestId, String method, String path, int status, long bytes,
    double durationMillis, String client, String tier) {

  /** The text form: id client "METHOD path" status bytes duration tier. */
  public String text() {
    return requestId + " " + client + " \"" + method + " " + path + "\" " + status + " " + bytes + " "
        + millis(durationMillis) + " " + tier;
  }

  /** "12.3ms": what %.1f gives, without a Formatter per request. */
  static String millis(double ms) {
    long tenths = Math.round(ms * 10);
    return tenths / 10 + "." + tenths % 10 + "ms";
  }
}
