package dev.openmarkets.ingest;

/**
 * When a poller runs next: its interval after a success; after failures, exponentially from
 * min(interval, 30 s), doubling, capped at eight intervals. One instance per poller, used from
 * its own event loop only.
 */
public final class PollBackoff {
  private final long intervalMillis;
  private int failures;

  public PollBackoff(long intervalMillis) {
    this.intervalMillis = intervalMillis;
  }

  public long next(boolean ok) {
    if (ok) {
      failures = 0;
      return intervalMillis;
    }
    failures++;
    long base = Math.min(intervalMillis, 30_000L);
    return Math.min(intervalMillis * 8, base << Math.min(failures - 1, 20));
  }

  /** Failures in a row so far (0 after a success). */
  public int failures() {
    return failures;
  }
}
