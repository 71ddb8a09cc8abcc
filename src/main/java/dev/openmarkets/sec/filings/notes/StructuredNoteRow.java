package dev.openmarkets.sec.filings.notes;

import java.time.Instant;
import java.time.LocalDate;

/**
 * One 424B2 or FWP as stored: who filed it, when (acceptedAt: the SEC-HEADER's acceptance time, null
 * when absent), and the terms (all null for a preliminary supplement).
 */
public record StructuredNoteRow(String accessionNo, String issuer, String issuerCik, String formType,
    LocalDate dateFiled, NoteTerms terms, String docUrl, Instant acceptedAt) {
}
