package dev.openmarkets.sec.edgar;

import java.time.Instant;
import java.time.LocalDate;

/**
 * One filing listed in a company's submissions JSON. primaryDocument is as listed, which for
 * XML forms is the XSL-rendered path (xslF345X05/form4.xml); {@link #rawPrimaryDocument} is the
 * XML itself. reportDate, primaryDocument and items are null when the listing leaves them empty.
 */
public record FilingRef(String accessionNumber, String form, LocalDate filingDate, LocalDate reportDate,
    Instant acceptanceDateTime, String primaryDocument, String items) {

  /** The primary document without the xsl.../ rendering folder: the filer's own XML. */
  public String rawPrimaryDocument() {
    if (primaryDocument == null) {
      return null;
    }
    int slash = primaryDocument.indexOf('/');
    return slash > 0 && primaryDocument.startsWith("xsl") ? primaryDocument.substring(slash + 1) : primaryDocument;
  }
}
