package dev.openmarkets.sec.facts;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One calendar quarter of a company: reported figures, or (derived) a fourth quarter computed as
 * the fiscal year minus its first three quarters, with EPS left null. accessionNo is the newest
 * filing the figures came from; epsKind says whether epsDiluted holds diluted or basic EPS.
 */
public record Quarter(String cik, String frame, LocalDate start, LocalDate end, boolean derived,
    BigDecimal revenue, String revenueConcept, BigDecimal netIncome, BigDecimal epsDiluted, String epsKind,
    String accessionNo, LocalDate filed) {
}
