package dev.openmarkets.sec.facts;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A company's crypto holding at its latest reported instant: units, fair value and cost as the
 * filing tagged them, and whether the unit count passed the fair-value check (see UnitsCheck).
 * filed: the company facts' filed date of the newest of those facts (when the holding became
 * known); null for an XBRL instance, which states none.
 */
public record CryptoHolding(String cik, LocalDate asOf, String accessionNo, String form, BigDecimal units,
    BigDecimal fairValueUsd, BigDecimal costUsd, boolean unitsReliable, String source, LocalDate filed) {
}
