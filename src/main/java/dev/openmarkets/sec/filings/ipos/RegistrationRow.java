package dev.openmarkets.sec.filings.ipos;

import dev.openmarkets.sec.filings.shared.Eastern;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One registration filing (S-1, S-1/A, F-1, F-1/A, 424B4, RW, EFFECT). effectiveForm is, for an
 * EFFECT notice, the form it declares effective (S-1, POS AM) when its document was read.
 */
public record RegistrationRow(String accessionNo, String formType, String cik, String company, LocalDate dateFiled,
    Instant acceptedAt, String effectiveForm) {

  public Instant filedAt() {
    return Eastern.filedAt(acceptedAt, dateFiled);
  }
}
