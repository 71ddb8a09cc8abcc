package dev.openmarkets.sec.facts;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * The latest balance-sheet instant of a company (end, with cash, debt, equity and assets as last
 * filed for that instant, null where no filing reported one) and the cover-page share count.
 */
public record BalanceSheet(LocalDate end, BigDecimal cash, BigDecimal debt, BigDecimal equity, BigDecimal assets,
    String accessionNo, BigDecimal sharesOutstanding, LocalDate sharesDate, String sharesAccessionNo) {
  public static final BalanceSheet EMPTY = new BalanceSheet(null, null, null, null, null, null, null, null, null);
}
