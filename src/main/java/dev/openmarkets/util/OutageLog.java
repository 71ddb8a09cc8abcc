package dev.openmarkets.util;

import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Logs a recurring failure (a dependency that is down) as one line when it starts and then at
 * most one line a minute with the count since the last line, instead of a stack trace per
 * request: an outage of a few minutes stays a few lines in the log.
 */
public final class OutageLog {
  private static final long WINDOW_NANOS = 60_000_000_000L;

  private final Logger log;
  private final String what;
  private final AtomicLong count = new AtomicLong();
  private final AtomicLong windowStart = new AtomicLong(Long.MIN_VALUE);

  public OutageLog(Logger log, String what) {
    this.log = log;
    this.what = what;
  }

  public void record(Throwable cause) {
    long now = System.nanoTime();
    long start = windowStart.get();
    long n = count.incrementAndGet();
    boolean first = start == Long.MIN_VALUE;
    if ((first || now - start >= WINDOW_NANOS) && windowStart.compareAndSet(start, now)) {
      long seen = count.getAndSet(0);
      String why = cause == null ? "" : ": " + describe(cause);
      if (first) {
        log.log(Level.WARNING, what + why);
      } else {
        log.log(Level.WARNING, what + " (" + seen + " times in the last " + (now - start) / 1_000_000_000L + " s)" + why);
      }
    } else if (n < 0) {
      count.set(0);
    }
  }

  private static String describe(Throwable t) {
    return t.getClass().getSimpleName() + (t.getMessage() == null ? "" : " " + t.getMessage());
  }
}
