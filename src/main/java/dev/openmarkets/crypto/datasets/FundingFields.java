package dev.openmarkets.crypto.datasets;

import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;
import static dev.openmarkets.dataset.FieldType.TIMESTAMP;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;

/** The funding row fields both funding endpoints share, in the spec's order. */
final class FundingFields {
  /**
   * The snapshots as known at a moment: every version funding_snapshot took is kept (V50) for 90
   * days; the floor is the first one kept, and moves when the keeper drops a week.
   */
  static final History SNAPSHOTS = History.eventTime("funding_snapshot_history", "ts",
      "When the snapshot's values were first stored (the poll's time; a poll that changes nothing stores nothing). "
          + "Asked with asOf, each contract's snapshot current then: the last one stored at or before it. Every "
          + "snapshot is kept 90 days (weekly partitions dropped whole), so the earliest moment answered moves a "
          + "week at a time. The symbol list, ranks and base assets are today's (symbols keeps only its latest "
          + "state); settled funding (fundingHistory) by its funding time.");

  private FundingFields() {
  }

  static Dataset.Builder add(Dataset.Builder b) {
    return b
        .field(Field.of("slug", STRING, "Symbol slug used in URLs"))
        .field(Field.of("baseAsset", STRING, "Base asset ticker"))
        .field(Field.of("exchange", STRING, "binance, bybit, okx, hyperliquid, kraken or bitmex"))
        .field(Field.nullable("markPrice", DECIMAL, "Mark price, USD"))
        .field(Field.nullable("fundingRate", DECIMAL, "Rate per settlement interval (0.0001 = 0.01% per interval)"))
        .field(Field.of("fundingIntervalHours", INTEGER, "Hours between settlements, as the venue reports it "
            + "(8 for binance, bybit, okx, bitmex and 1 for hyperliquid, kraken unless the venue says otherwise)"))
        .field(Field.nullable("fundingRate8h", NUMBER, "fundingRate x 8 / fundingIntervalHours"))
        .field(Field.nullable("fundingAnnualized", NUMBER, "fundingRate x (24 / fundingIntervalHours) x 365"))
        .field(Field.nullable("nextFundingTime", TIMESTAMP, "Next settlement"))
        .field(Field.nullable("openInterest", DECIMAL, "Open interest in contracts as the venue counts them"))
        .field(Field.nullable("openInterestValue", DECIMAL, "Open interest notional, USD"))
        .field(Field.nullable("priceChangePct24h", DECIMAL, "24-hour price change as a fraction (0.0123 = +1.23%)"))
        .note("fundingRate8h and fundingAnnualized are exact when the division terminates (intervals of 1, 2, 4 "
            + "and 8 hours) and rounded to 16 significant digits otherwise.")
        .note("Kraken publishes an absolute funding rate; it is divided by the mark price (PF_ contracts) to give "
            + "the rate per interval.");
  }
}
