package dev.openmarkets.derivs.whales;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** One clearinghouseState answer: a tracked account's positions at a snapshot time. */
public record AccountSnapshot(String address, Instant ts, BigDecimal accountValue, List<HlPosition> positions) {
}
