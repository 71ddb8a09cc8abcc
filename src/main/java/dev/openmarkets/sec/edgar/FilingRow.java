package dev.openmarkets.sec.edgar;

import java.time.Instant;
import java.time.LocalDate;

/**
 * A filing known from an EDGAR index (path of the .txt submission, date filed) or a submissions
 * JSON (acceptance time, no path). Either source may leave cik, path or acceptedAt null.
 */
public record FilingRow(String accessionNo, String formType, String cik, String company, LocalDate dateFiled,
    Instant acceptedAt, String path) implements SubmissionsRow {
}
