package dev.openmarkets.sec.insiders;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One non-derivative transaction (Table I) of a Form 4. Amounts keep the filing's digits.
 * pricePerShare is null when the filing gives only a footnote; valueUsd is shares x price exactly,
 * null when either is missing. isOpenMarket marks codes P (purchase) and S (sale).
 */
public record Form4Transaction(String securityTitle, LocalDate txDate, String txCode,
    BigDecimal shares, BigDecimal pricePerShare, String acquiredDisposed,
    BigDecimal sharesOwnedAfter, String directOrIndirect, BigDecimal valueUsd, boolean isOpenMarket) {

  public static Form4Transaction of(String securityTitle, LocalDate txDate, String txCode,
      BigDecimal shares, BigDecimal pricePerShare, String acquiredDisposed,
      BigDecimal sharesOwnedAfter, String directOrIndirect) {
    BigDecimal value = shares != null && pricePerShare != null ? shares.multiply(pricePerShare) : null;
    boolean openMarket = "P".equals(txCode) || "S".equals(txCode);
    return new Form4Transaction(securityTitle, txDate, txCode, shares, pricePerShare, acquiredDisposed,
        sharesOwnedAfter, directOrIndirect, value, openMarket);
  }

  public boolean isPurchase() {
    return "P".equals(txCode);
  }
}
