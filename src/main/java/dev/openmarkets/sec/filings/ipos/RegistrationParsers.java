package dev.openmarkets.sec.filings.ipos;

import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.sec.edgar.Accessions;
import dev.openmarkets.sec.edgar.Ciks;
import dev.openmarkets.sec.edgar.CompanySubmissions;
import dev.openmarkets.sec.edgar.FilingRef;
import dev.openmarkets.sec.edgar.SecDates;
import dev.openmarkets.sec.edgar.SubmissionHeader;
import dev.openmarkets.sec.edgar.SubmissionsParser;
import dev.openmarkets.sec.edgar.XmlDocuments;
import dev.openmarkets.sec.edgar.XmlNode;
import dev.openmarkets.sec.filings.shared.FilingForms;
import dev.openmarkets.sec.filings.shared.Submission;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Registration filings from a full .txt submission (header: form, filer, acceptance time), an
 * EFFECT notice's primary_doc.xml (effectiveData: date, the form made effective, the filer; the
 * file is named after the notice's accession, which the XML does not carry), and the registration
 * rows of a company's submissions JSON.
 */
public final class RegistrationParsers {
  private RegistrationParsers() {
  }

  public static List<RegistrationRow> document(UpstreamFile file) throws RejectedFileException {
    if (Submission.looksLike(file.bytes())) {
      return List.of(submission(file));
    }
    return List.of(effect(file));
  }

  static RegistrationRow submission(UpstreamFile file) throws RejectedFileException {
    Submission s = Submission.parse(file.bytes());
    String form = FilingForms.normal(s.formType());
    if (!RegistrationDocuments.FORMS.contains(form)) {
      throw new RejectedFileException("not a registration filing (S-1, F-1, 424B4, RW, EFFECT): " + s.formType());
    }
    String accession = s.accessionNo() != null ? Accessions.fromFileName(s.accessionNo())
        : Accessions.fromFileName(file.name());
    String cik = Ciks.normalize(s.cik());
    LocalDate filed = SecDates.parseOrNull(s.dateFiled());
    if (accession == null || cik == null || filed == null || s.company() == null) {
      throw new RejectedFileException("header lacks accession number, CIK, company name or filing date");
    }
    return new RegistrationRow(accession, form, cik, s.company(), filed, SubmissionHeader.acceptedAt(file.bytes()), null);
  }

  static RegistrationRow effect(UpstreamFile file) throws RejectedFileException {
    XmlNode root = XmlDocuments.parse(file, "edgarSubmission");
    if (!"EFFECT".equalsIgnoreCase(root.child("submissionType").text())) {
      throw new RejectedFileException("not an EFFECT notice: submissionType " + root.child("submissionType").text());
    }
    String accession = Accessions.fromFileName(file.name());
    if (accession == null) {
      throw new RejectedFileException("an EFFECT primary_doc.xml does not carry its accession number: name the file "
          + "after it (9999999995-22-000001-primary_doc.xml)");
    }
    XmlNode data = root.child("effectiveData");
    String cik = Ciks.normalize(data.at("filer", "cik").text());
    String name = data.at("filer", "entityName").text();
    LocalDate date = SecDates.parseOrNull(data.child("finalEffectivenessDispDate").text());
    if (cik == null || name == null || date == null) {
      throw new RejectedFileException("EFFECT notice without filer cik, entityName or finalEffectivenessDispDate");
    }
    String effective = data.child("form").text() != null ? data.child("form").text() : data.child("submissionType").text();
    return new RegistrationRow(accession, "EFFECT", cik, name, date, null, effective);
  }

  public static List<RegistrationRow> submissionsJson(UpstreamFile file) throws RejectedFileException {
    CompanySubmissions s = new SubmissionsParser().parseCompany(file);
    if (s.cik() == null || s.name() == null) {
      throw new RejectedFileException("a paged submissions file names no company; load CIK##########.json");
    }
    List<RegistrationRow> out = new ArrayList<>();
    for (FilingRef f : s.filings()) {
      String form = FilingForms.normal(f.form());
      if (RegistrationDocuments.FORMS.contains(form)) {
        // EFFECT rows reuse `items` as "<form>,<accession>,<effective time>"
        String effective = form.equals("EFFECT") && f.items() != null ? f.items().split(",", -1)[0].strip() : null;
        out.add(new RegistrationRow(f.accessionNumber(), form, s.cik(), s.name(), f.filingDate(),
            form.equals("EFFECT") ? null : f.acceptanceDateTime(), effective == null || effective.isEmpty() ? null : effective));
      }
    }
    return out;
  }
}
