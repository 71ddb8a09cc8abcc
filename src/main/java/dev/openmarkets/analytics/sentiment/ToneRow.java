package dev.openmarkets.analytics.sentiment;

import java.math.BigDecimal;
import java.time.Instant;

/** One GDELT timeline bucket of an asset: its average tone or its raw article count. */
public record ToneRow(String slug, Instant ts, BigDecimal tone, Long articleCount) {
}
