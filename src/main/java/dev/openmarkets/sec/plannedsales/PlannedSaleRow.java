package dev.openmarkets.sec.plannedsales;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One row of /planned-sales: a Form 144 notice's securitiesInformation entry (one per class and
 * broker). Natural key (accessionNo, seq). formType is 144 or 144/A as submitted.
 */
public record PlannedSaleRow(String accessionNo, int seq, BigDecimal aggregateMarketValue,
    LocalDate approxSaleDate, String broker, String exchange, Instant filedAt, String issuerCik,
    String issuerName, String personName, String relationship, String securityClass, String ticker,
    BigDecimal unitsOutstanding, BigDecimal unitsToSell, String formType) {
}
