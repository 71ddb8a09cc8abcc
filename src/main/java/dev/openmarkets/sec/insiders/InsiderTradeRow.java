package dev.openmarkets.sec.insiders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One row of the /insiders endpoints: a Form 4 transaction with its filing's issuer and owner.
 * Natural key (accessionNo, txIndex), txIndex being the transaction's position in Table I.
 * Joint filings are attributed to the first reporting owner, so a transaction counts once.
 */
public record InsiderTradeRow(String accessionNo, int txIndex, Instant filedAt, boolean isAmendment,
    String ticker, String company, String issuerCik, String insiderCik, String insiderName,
    String insiderTitle, String securityTitle, LocalDate txDate, String txCode, boolean isOpenMarket,
    String acquiredDisposed, BigDecimal shares, BigDecimal pricePerShare, BigDecimal valueUsd,
    BigDecimal sharesOwnedAfter, String directOrIndirect) {
}
