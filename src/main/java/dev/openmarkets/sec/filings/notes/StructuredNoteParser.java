package dev.openmarkets.sec.filings.notes;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.SecDates;
import dev.openmarkets.sec.edgar.SubmissionHeader;
import dev.openmarkets.sec.filings.shared.DocumentUrls;
import dev.openmarkets.sec.filings.shared.FilingForms;
import dev.openmarkets.sec.filings.shared.Html;
import dev.openmarkets.sec.filings.shared.Submission;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;

/**
 * A 424B2 pricing supplement or FWP term sheet from its full .txt submission: the issuer is the
 * first filer of the header, the document of the submission's type is read as text for the terms,
 * and the principal comes from the EX-FILING FEES exhibit's XBRL when present, else the text.
 */
public final class StructuredNoteParser {
  private StructuredNoteParser() {
  }

  /**
   * The note, or nothing for an FWP that is no structured-note term sheet (issuers also file FWPs for
   * share offerings and road shows): one that states no underlying, coupon, cap, barrier or pricing date.
   */
  public static List<StructuredNoteRow> rows(UpstreamFile file) throws RejectedFileException {
    StructuredNoteRow row = parse(file);
    NoteTerms t = row.terms();
    boolean stated = t.underlyings() != null || t.coupon() != null || t.capPct() != null || t.barrierPct() != null
        || t.pricingDate() != null;
    return row.formType().equals("FWP") && !stated ? List.of() : List.of(row);
  }

  public static StructuredNoteRow parse(UpstreamFile file) throws RejectedFileException {
    Submission s = Submission.parse(file.bytes());
    String form = FilingForms.normal(s.formType());
    if (!NoteDocuments.FORMS.contains(form)) {
      throw new RejectedFileException("not a 424B2 or FWP: submission type " + s.formType());
    }
    String accession = s.accessionNo() != null ? Accessions.fromFileName(s.accessionNo())
        : Accessions.fromFileName(file.name());
    String cik = Ciks.normalize(s.cik());
    LocalDate filed = SecDates.parseOrNull(s.dateFiled());
    if (accession == null || cik == null || filed == null || s.company() == null) {
      throw new RejectedFileException("header lacks accession number, CIK, company name or filing date");
    }
    Submission.Document main = s.document(form);
    if (main == null && !s.documents().isEmpty()) {
      main = s.documents().get(0);
    }
    if (main == null) {
      throw new RejectedFileException("submission without a document");
    }
    // the fee exhibit may come as inline XBRL and as a plain instance: the first that states the amount
    BigDecimal fees = null;
    for (Submission.Document d : s.documents()) {
      if (fees == null && d.type().equalsIgnoreCase("EX-FILING FEES")) {
        fees = FilingFees.offeringAmount(d.text());
      }
    }
    NoteTerms terms = NoteText.read(Html.text(main.text()), fees);
    return new StructuredNoteRow(accession, s.company(), cik, form, filed, terms,
        DocumentUrls.primary(cik, accession, main.fileName()), SubmissionHeader.acceptedAt(file.bytes()));
  }
}
