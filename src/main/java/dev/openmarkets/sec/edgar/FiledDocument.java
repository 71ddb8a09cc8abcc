package dev.openmarkets.sec.edgar;

import java.time.Instant;
import java.time.LocalDate;

/**
 * One EDGAR document as parsed for storage: its accession, the acceptance time when the file
 * carried it (the SEC-HEADER of a full .txt submission), the document's own date (signature or
 * notice date) as the last resort for filedAt, and the parsed content.
 */
public record FiledDocument<T>(String accessionNo, Instant acceptedAt, LocalDate documentDate, T content) {
}
