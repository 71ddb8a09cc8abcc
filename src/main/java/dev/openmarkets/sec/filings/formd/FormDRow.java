package dev.openmarkets.sec.filings.formd;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/** One Form D notice as stored; amounts are null when the notice says "Indefinite" or leaves them out. */
public record FormDRow(String accessionNo, String cik, String issuerName, String entityType, String state,
    String industryGroup, String fundType, boolean isFund, boolean isAmendment, LocalDate dateOfFirstSale,
    String securityTypes, String exemptions, BigDecimal totalOfferingAmount, BigDecimal totalAmountSold,
    Integer investorsCount, BigDecimal minimumInvestment, String revenueRange, Instant acceptedAt,
    LocalDate signatureDate) {
}
