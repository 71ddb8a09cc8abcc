package dev.openmarkets.alerts;

import java.time.Duration;
import java.time.Instant;

/**
 * When a failed delivery is tried again: retryBaseMillis after the first failure, doubling per
 * failure up to maxRetryDelayMillis, until giveUpAfterMillis after the first attempt; then the
 * event fails and its alert is paused. With the defaults (5 s, 12 h, 72 h): 5 s, 10 s, 20 s, 40 s,
 * 80 s, 160 s, 5.3 min, 10.7 min, 21 min, 43 min, 1.4 h, 2.8 h, 5.7 h, 11.4 h (22.75 h after the
 * first attempt), then every 12 h: the last retry about 70.75 h after the first attempt, 19
 * attempts in all. A receiver that restarts within a minute gets its events on the fourth try.
 */
record RetrySchedule(long baseMillis, long maxMillis, long giveUpAfterMillis) {

  static RetrySchedule of(AlertsConfig c) {
    return new RetrySchedule(c.retryBaseMillis(), c.maxRetryDelayMillis(), c.giveUpAfterMillis());
  }

  /** The delay after the n-th failed attempt (n from 1). */
  Duration delayAfter(int failures) {
    int doublings = Math.min(Math.max(failures - 1, 0), 40);
    // base * 2^doublings, capped without overflowing
    long d = baseMillis > (maxMillis >> doublings) ? maxMillis : Math.min(maxMillis, baseMillis << doublings);
    return Duration.ofMillis(d);
  }

  /** The next attempt after the n-th failure, or null when it would fall past the give-up time. */
  Instant next(int failures, Instant firstTry, Instant now) {
    Instant next = now.plus(delayAfter(failures));
    return next.isAfter(firstTry.plusMillis(giveUpAfterMillis)) ? null : next;
  }
}
