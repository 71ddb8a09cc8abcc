package dev.openmarkets.crypto.datasets;

import dev.openmarkets.dataset.History;

/**
 * What the liquidation datasets keep of their past (docs/point-in-time.md): events are observations
 * known from the venue's event time; hourly totals are known when their hour ends, and the hour in
 * progress at a moment is summed from its events up to it (liquidation_hourly_at, V50).
 */
final class LiquidationHistories {
  static final History EVENTS = History.eventTime("liquidation_events", "ts",
      "The venue's event time (ts): an event is never revised. Events are kept 90 days (weekly partitions "
          + "dropped whole), so the earliest moment answered moves a week at a time.");

  /**
   * Hours before the first event kept cannot show the hour then in progress (its events are gone),
   * so the floor is the later of the first hour kept and the first event kept.
   */
  static final History HOURS = History.eventTimeFrom(
      "SELECT greatest((SELECT min(hour) FROM liquidation_hourly), (SELECT min(ts) FROM liquidation_events))",
      "The end of the hour, when its totals are final (for the hour in progress, a moment still to come). "
          + "Asked with asOf, the hour in progress then sums its events up to that moment (the venue's event "
          + "time) and is known at it. Hourly totals are kept for good, events 90 days: asOf reaches back to "
          + "the first event kept.");

  private LiquidationHistories() {
  }
}
