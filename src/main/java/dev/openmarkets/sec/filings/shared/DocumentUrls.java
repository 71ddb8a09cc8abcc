package dev.openmarkets.sec.filings.shared;

import dev.openmarkets.sec.edgar.EdgarUrls;

/** Where a stored filing points its readers: the primary document, else the filing's index page. */
public final class DocumentUrls {
  private DocumentUrls() {
  }

  public static String primary(String cik, String accession, String document) {
    return EdgarUrls.DEFAULT.document(cik, accession, document != null ? document : accession + "-index.htm");
  }
}
