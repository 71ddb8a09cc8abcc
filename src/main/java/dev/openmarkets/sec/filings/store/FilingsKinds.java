package dev.openmarkets.sec.filings.store;

import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.edgar.DailyIndexParser;
import dev.openmarkets.sec.edgar.IndexEntry;
import dev.openmarkets.sec.edgar.IndexFileNames;
import dev.openmarkets.sec.filings.FilingsNames;
import dev.openmarkets.sec.filings.events.EventFiling;
import dev.openmarkets.sec.filings.events.EventParsers;
import dev.openmarkets.sec.filings.formd.FormDParser;
import dev.openmarkets.sec.filings.formd.FormDRow;
import dev.openmarkets.sec.filings.ipos.RegistrationParsers;
import dev.openmarkets.sec.filings.ipos.RegistrationRow;
import dev.openmarkets.sec.filings.notes.StructuredNoteParser;
import dev.openmarkets.sec.filings.notes.StructuredNoteRow;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The file kinds of the SEC filings family, for `import`, --demo and the pollers. A company's
 * submissions JSON (CIK##########.json) is recognised by its name; any other file is a filing
 * document (full .txt submission, feed .nc, index page, XML) recognised by its content.
 */
public final class FilingsKinds {
  private static final Pattern SUBMISSIONS_NAME = Pattern.compile("(?i).*CIK\\d{10}.*\\.json");

  public static final FileKind<EventFiling> EVENTS_SUBMISSIONS = new FileKind<>(FilingsNames.EVENTS,
      FilingsNames.SOURCE_SUBMISSIONS, FilingsKinds::isSubmissionsJson, name -> EventParsers::submissionsJson,
      FilingsWriters.EVENTS, name -> null);

  public static final FileKind<EventFiling> EVENTS_DOCUMENT = new FileKind<>(FilingsNames.EVENTS,
      FilingsNames.SOURCE_DOCUMENTS, name -> true, name -> EventParsers::document, FilingsWriters.EVENTS,
      name -> null);

  /** Daily indexes (form, master, company): registrations for ipos, other forms into the fetch queue. */
  public static final FileKind<IndexEntry> INDEX = new FileKind<>(FilingsNames.IPOS, FilingsNames.SOURCE_INDEX,
      IndexFileNames::isIndex, name -> new DailyIndexParser(FilingForms.ALL), FilingsWriters.INDEX,
      IndexFileNames::dateOf);

  public static final FileKind<RegistrationRow> IPOS_SUBMISSIONS = new FileKind<>(FilingsNames.IPOS,
      FilingsNames.SOURCE_SUBMISSIONS, FilingsKinds::isSubmissionsJson, name -> RegistrationParsers::submissionsJson,
      FilingsWriters.REGISTRATIONS, name -> null);

  public static final FileKind<RegistrationRow> IPOS_DOCUMENT = new FileKind<>(FilingsNames.IPOS,
      FilingsNames.SOURCE_DOCUMENTS, name -> true, name -> RegistrationParsers::document, FilingsWriters.REGISTRATIONS,
      name -> null);

  public static final FileKind<FormDRow> FORM_D = new FileKind<>(FilingsNames.STARTUP_FUNDING,
      FilingsNames.SOURCE_DOCUMENTS, name -> true, name -> file -> List.of(FormDParser.parse(file)), FilingsWriters.FORM_D,
      name -> null);

  public static final FileKind<StructuredNoteRow> NOTES = new FileKind<>(FilingsNames.STRUCTURED,
      FilingsNames.SOURCE_DOCUMENTS, name -> true, name -> StructuredNoteParser::rows,
      FilingsWriters.NOTES, name -> null);

  private FilingsKinds() {
  }

  /** Every kind; per dataset the specific names come before the catch-all documents (the first match wins). */
  public static List<FileKind<?>> all() {
    return List.of(EVENTS_SUBMISSIONS, EVENTS_DOCUMENT, INDEX, IPOS_SUBMISSIONS, IPOS_DOCUMENT, FORM_D, NOTES);
  }

  /** The kind the documents poller loads a queued filing's document with. */
  public static FileKind<?> documentKind(String formType) {
    String f = FilingForms.normal(formType);
    if (FilingForms.EVENTS.contains(f)) {
      return EVENTS_DOCUMENT;
    }
    if (FilingForms.FORM_D.contains(f)) {
      return FORM_D;
    }
    if (FilingForms.STRUCTURED.contains(f)) {
      return NOTES;
    }
    throw new IllegalArgumentException("no document kind for form " + formType);
  }

  static boolean isSubmissionsJson(String name) {
    return SUBMISSIONS_NAME.matcher(name).matches();
  }
}
