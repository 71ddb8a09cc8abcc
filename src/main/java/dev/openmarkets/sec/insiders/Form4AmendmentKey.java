package dev.openmarkets.sec.insiders;

import java.time.LocalDate;

/** What a Form 4/A is matched on to find the filings it replaces (see Form4Filing#amends). */
public record Form4AmendmentKey(String issuerCik, String ownerCik, LocalDate periodOfReport) {
}
