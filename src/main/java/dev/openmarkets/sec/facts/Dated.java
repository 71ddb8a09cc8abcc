package dev.openmarkets.sec.facts;

import java.time.Instant;

/** A version of a row and when it became known (a vintage of a company's financials). */
public record Dated<T>(T row, Instant knownAt) {
}
