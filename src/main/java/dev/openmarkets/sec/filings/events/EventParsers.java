package dev.openmarkets.sec.filings.events;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.CompanySubmissions;
import dev.openmarkets.sec.edgar.EdgarUrls;
import dev.openmarkets.sec.edgar.FilingRef;
import dev.openmarkets.sec.edgar.SecDates;
import dev.openmarkets.sec.edgar.SubmissionHeader;
import dev.openmarkets.sec.edgar.SubmissionsParser;
import dev.openmarkets.sec.filings.shared.DocumentUrls;
import dev.openmarkets.sec.filings.shared.Eastern;
import dev.openmarkets.sec.filings.shared.FilingForms;
import dev.openmarkets.sec.filings.shared.FilingIndexPage;
import dev.openmarkets.sec.filings.shared.Submission;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * 8-K filings from each source EDGAR offers: a full .txt submission (items as ITEM INFORMATION
 * titles, Eastern acceptance time), a dissemination feed .nc file (numbered ITEMS, no acceptance
 * time), a filing index page (numbered "Item 5.02: ..." lines, Eastern "Accepted"), and a company's
 * submissions JSON (comma-joined item numbers, acceptanceDateTime in UTC). Items are never
 * inferred from exhibits: a filing with an EX-99.1 but no 9.01 keeps only its listed items.
 */
public final class EventParsers {
  private static final String WWW = EdgarUrls.DEFAULT.wwwBase();

  private EventParsers() {
  }

  public static boolean isEightK(String form) {
    return EventDocuments.FORMS.contains(FilingForms.normal(form));
  }

  /** Any one document file: index page, .txt or .nc submission. */
  public static List<EventFiling> document(UpstreamFile file) throws RejectedFileException {
    if (FilingIndexPage.looksLike(file.bytes())) {
      return List.of(indexPage(file));
    }
    return List.of(submission(file));
  }

  public static EventFiling submission(UpstreamFile file) throws RejectedFileException {
    Submission s = Submission.parse(file.bytes());
    String form = s.formType();
    if (!isEightK(form)) {
      throw new RejectedFileException("not an 8-K: submission type " + form);
    }
    String accession = s.accessionNo() != null ? Accessions.fromFileName(s.accessionNo())
        : Accessions.fromFileName(file.name());
    String cik = Ciks.normalize(s.cik());
    LocalDate filed = SecDates.parseOrNull(s.dateFiled());
    if (accession == null || cik == null || filed == null || s.company() == null) {
      throw new RejectedFileException("8-K header lacks accession number, CIK, company name or filing date");
    }
    Submission.Document primary = s.document(form);
    if (primary == null && !s.documents().isEmpty()) {
      primary = s.documents().get(0);
    }
    List<String> items = EightKItems.numbers(s.items());
    return new EventFiling(accession, form.toUpperCase(Locale.ROOT), cik, s.company(), items.isEmpty() ? null : items,
        SubmissionHeader.acceptedAt(file.bytes()), filed, SecDates.parseOrNull(s.periodOfReport()),
        DocumentUrls.primary(cik, accession, primary == null ? null : primary.fileName()));
  }

  public static EventFiling indexPage(UpstreamFile file) throws RejectedFileException {
    FilingIndexPage p = FilingIndexPage.parse(file.bytes());
    if (!isEightK(p.formType())) {
      throw new RejectedFileException("not an 8-K: form " + p.formType());
    }
    LocalDate filed = SecDates.parseOrNull(p.info().get("Filing Date"));
    if (p.cik() == null || p.company() == null || filed == null) {
      throw new RejectedFileException("index page lacks the filer's CIK or name, or the filing date");
    }
    List<String> items = EightKItems.numbers(p.items());
    String url = p.primaryDocumentPath() != null ? WWW + p.primaryDocumentPath()
        : DocumentUrls.primary(p.cik(), p.accessionNo(), null);
    return new EventFiling(p.accessionNo(), p.formType().toUpperCase(Locale.ROOT), p.cik(), p.company(),
        items.isEmpty() ? null : items, Eastern.parse(p.info().get("Accepted")), filed,
        SecDates.parseOrNull(p.info().get("Period of Report")), url);
  }

  /** The 8-K and 8-K/A rows of a submissions JSON. */
  public static List<EventFiling> submissionsJson(UpstreamFile file) throws RejectedFileException {
    CompanySubmissions s = new SubmissionsParser().parseCompany(file);
    if (s.cik() == null || s.name() == null) {
      throw new RejectedFileException("a paged submissions file names no company; load CIK##########.json");
    }
    List<EventFiling> out = new ArrayList<>();
    for (FilingRef f : s.filings()) {
      if (!isEightK(f.form())) {
        continue;
      }
      List<String> items = f.items() == null ? List.of()
          : EightKItems.numbers(Arrays.stream(f.items().split(",")).map(String::strip).toList());
      out.add(new EventFiling(f.accessionNumber(), f.form(), s.cik(), s.name(), items.isEmpty() ? null : items,
          f.acceptanceDateTime(), f.filingDate(), f.reportDate(),
          DocumentUrls.primary(s.cik(), f.accessionNumber(), f.primaryDocument())));
    }
    return out;
  }
}
