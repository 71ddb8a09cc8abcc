package dev.openmarkets.sec.facts;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One XBRL fact of a company facts file: a concept's value for a period (start is null for an
 * instant) as reported by one filing (accession, form, filed), with SEC's calendar frame when
 * this fact is the one SEC chose for that frame.
 */
public record Fact(String concept, String unit, LocalDate start, LocalDate end, BigDecimal val,
    String accn, Integer fy, String fp, String form, LocalDate filed, String frame) {

  public boolean instant() {
    return start == null;
  }

  /** Days covered by a duration, end inclusive (a quarter is about 91, a year about 364). */
  public long days() {
    return start == null ? 0 : java.time.temporal.ChronoUnit.DAYS.between(start, end) + 1;
  }

  /** Later filings win; among facts filed the same day, the greater accession number. */
  public boolean filedAfter(Fact o) {
    int c = filed.compareTo(o.filed);
    return c != 0 ? c > 0 : accn.compareTo(o.accn) > 0;
  }
}
