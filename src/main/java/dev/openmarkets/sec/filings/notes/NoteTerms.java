package dev.openmarkets.sec.filings.notes;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

/** The terms a structured-note document states, as read from its text (null where it is silent). */
public record NoteTerms(boolean preliminary, LocalDate pricingDate, List<String> underlyings, String noteType,
    BigDecimal coupon, BigDecimal capPct, BigDecimal barrierPct, BigDecimal principalUsd) {
}
