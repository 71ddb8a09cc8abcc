package dev.openmarkets.sec.insiders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * One row of /insiders/clusters. valueUsd and shares are null when no purchase in the window
 * reported them; buyers holds up to five, largest combined value first.
 */
public record ClusterRow(String ticker, String company, int insiders, int trades, BigDecimal valueUsd,
    BigDecimal shares, LocalDate firstTxDate, LocalDate latestTxDate, Instant latestFiledAt,
    List<ClusterBuyer> buyers) {

  public ClusterRow {
    buyers = List.copyOf(buyers);
  }
}
