package dev.openmarkets.shortsale;

import java.time.LocalDate;

/** One security on a Reg SHO threshold list of one market ("nasdaq", "nyse", "cboe") on one date. */
public record ThresholdRow(LocalDate date, String market, String symbol, String securityName) {
}
