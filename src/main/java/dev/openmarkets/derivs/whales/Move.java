package dev.openmarkets.derivs.whales;

import java.math.BigDecimal;
import java.time.Instant;

/** A change of one position between consecutive snapshots of an account. */
public record Move(String address, String coin, Instant ts, MoveAction action, BigDecimal sizeBefore,
    BigDecimal sizeAfter, BigDecimal valueUsd) {
}
