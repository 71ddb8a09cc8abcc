package dev.openmarkets.sec.edgar;

/**
 * EDGAR refused a request for its rate or tool policy (429, or 403 with SEC's own page rather than
 * a missing-file answer). The poll stops and backs off; retryAfterMillis is the server's
 * Retry-After, 0 when it sent none.
 */
final class EdgarThrottled extends RuntimeException {
  private final long retryAfterMillis;

  EdgarThrottled(int status, String url, long retryAfterMillis) {
    super("HTTP " + status + " from " + url + " (throttled by EDGAR; backing off)", null, false, false);
    this.retryAfterMillis = retryAfterMillis;
  }

  long retryAfterMillis() {
    return retryAfterMillis;
  }
}
