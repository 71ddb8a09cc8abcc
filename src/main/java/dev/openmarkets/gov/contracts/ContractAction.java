package dev.openmarkets.gov.contracts;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One federal contract action (a USAspending transaction): an award or one of its modifications,
 * with the obligated amount (negative for a de-obligation) exactly as USAspending printed it. An
 * award-level row (from the award search: start date, award amount, no modification number) has
 * awardLevel set; it stands in for its award only until the award's transactions are known.
 */
public record ContractAction(String generatedId, String modKey, LocalDate actionDate, String awardId, String mod,
    String actionType, BigDecimal amountUsd, String recipientName, String recipientUei, String awardingAgency,
    String awardingSubAgency, String awardType, String naicsCode, String description, boolean awardLevel) {
}
