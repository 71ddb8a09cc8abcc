package dev.openmarkets.sec.filings.events;

import dev.openmarkets.sec.filings.shared.Eastern;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

/**
 * One 8-K (or 8-K/A) as stored: items as numbers (null when the source names none), the
 * acceptance time in UTC when the source gave one, the date filed, and the primary document's URL.
 */
public record EventFiling(String accessionNo, String formType, String cik, String company, List<String> items,
    Instant acceptedAt, LocalDate dateFiled, LocalDate periodOfReport, String docUrl) {

  public List<String> labels() {
    return EightKItems.labels(items);
  }

  public Instant filedAt() {
    return Eastern.filedAt(acceptedAt, dateFiled);
  }
}
