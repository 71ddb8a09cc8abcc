package dev.openmarkets.sec.insiders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Objects;

/**
 * An open-market purchase (Form 4 code P) as the cluster calculation needs it. insiderCik
 * identifies the buyer; without one the name does. shares, valueUsd and filedAt may be null.
 */
public record InsiderPurchase(String ticker, String company, String insiderCik, String insiderName,
    String insiderTitle, LocalDate txDate, BigDecimal shares, BigDecimal valueUsd, Instant filedAt) {

  public InsiderPurchase {
    Objects.requireNonNull(txDate, "txDate");
  }

  /** The purchase in an /insiders row, or null when the row is not an open-market purchase. */
  public static InsiderPurchase fromRow(InsiderTradeRow r) {
    if (!"P".equals(r.txCode())) {
      return null;
    }
    return new InsiderPurchase(r.ticker(), r.company(), r.insiderCik(), r.insiderName(), r.insiderTitle(),
        r.txDate(), r.shares(), r.valueUsd(), r.filedAt());
  }
}
