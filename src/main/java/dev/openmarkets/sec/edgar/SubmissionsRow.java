package dev.openmarkets.sec.edgar;

/**
 * What a submissions JSON yields: its filings of the wanted forms, then the company's names with
 * their intervals (identifiers with history).
 */
public sealed interface SubmissionsRow permits FilingRow, CompanyName {
}
