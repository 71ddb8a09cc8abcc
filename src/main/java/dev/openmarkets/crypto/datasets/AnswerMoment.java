package dev.openmarkets.crypto.datasets;

import dev.openmarkets.dataset.Params;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * The "now" a window without an explicit end stops at: the moment asked (asOf), when asked, since
 * the answer as known then used that moment's window; else the clock's now. In UTC, as the crypto
 * windows (hours, UTC days) are.
 */
final class AnswerMoment {
  private AnswerMoment() {
  }

  static OffsetDateTime of(Params p, Clock clock) {
    OffsetDateTime asOf = p.asOf();
    return asOf != null ? asOf.withOffsetSameInstant(ZoneOffset.UTC) : OffsetDateTime.now(clock.withZone(ZoneOffset.UTC));
  }
}
