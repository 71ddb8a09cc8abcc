package dev.openmarkets.sec.largeholders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

/**
 * One row of /large-holders: a reporting person of a structured Schedule 13D or 13G. Natural key
 * (accessionNo, seq). formType is the submissionType as filed (SCHEDULE 13D, SCHEDULE 13G/A);
 * amendmentNo is null on an original filing. reportingCik is null when the cover gives none
 * (13G persons often have no CIK).
 */
public record LargeHolderRow(String accessionNo, int seq, String amendmentNo, String cusip,
    LocalDate eventDate, Instant filedAt, String formType, String issuerCik, String issuerName,
    BigDecimal percentOfClass, String personType, String reportingCik, String reportingPerson,
    String securityClass, BigDecimal sharesOwned, String ticker) {

  public boolean isAmendment() {
    return formType.endsWith("/A");
  }
}
