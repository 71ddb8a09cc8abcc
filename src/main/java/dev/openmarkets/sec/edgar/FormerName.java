package dev.openmarkets.sec.edgar;

import java.time.Instant;

/** A name the company went by, from a submissions JSON's formerNames: from and to as EDGAR states them. */
public record FormerName(String name, Instant from, Instant to) {
}
