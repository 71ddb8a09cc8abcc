package dev.openmarkets.sec.filings.notes;

import java.time.LocalDate;

/** One 424B2 or FWP as stored: who filed it, when, and the terms (all null for a preliminary supplement). */
public record StructuredNoteRow(String accessionNo, String issuer, String issuerCik, String formType,
    LocalDate dateFiled, NoteTerms terms, String docUrl) {
}
