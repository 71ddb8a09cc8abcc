package dev.openmarkets.sec.funds;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * The cover page (primary_doc.xml) of a 13F: who filed, for which quarter, and whether it amends.
 * amendmentType is RESTATEMENT (replaces the quarter) or NEW HOLDINGS (adds to it), null on an
 * original. tableValueTotal is as reported, in the filing's own unit.
 */
public record ThirteenFCover(String accessionNo, String submissionType, String cik, String name,
    LocalDate periodOfReport, boolean isAmendment, String amendmentType, Integer tableEntryTotal,
    BigDecimal tableValueTotal, LocalDate signatureDate) {

  /**
   * The unit of the matching information table: from the EDGAR filing date when known, else the
   * signature date (a cover is signed on or just before the day it is filed), else the period.
   */
  public ThirteenFValueUnits valueUnits(LocalDate filedOn) {
    return ThirteenFValueUnits.forFiling(periodOfReport, filedOn != null ? filedOn : signatureDate);
  }
}
