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

  public static final FileKind<EventFiling> EVENTS_SUBMISSIONS = FileKind.forDataset(FilingsNames.EVENTS)
      .source(FilingsNames.SOURCE_SUBMISSIONS)
      .names(FilingsKinds::isSubmissionsJson)
      .writer(FilingsWriters.EVENTS)
      .parser(name -> EventParsers::submissionsJson)
      .build();

  public static final FileKind<EventFiling> EVENTS_DOCUMENT = FileKind.forDataset(FilingsNames.EVENTS)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(FilingsWriters.EVENTS)
      .parser(name -> EventParsers::document)
      .build();

  /** Daily indexes (form, master, company): registrations for ipos, other forms into the fetch queue. */
  public static final FileKind<IndexEntry> INDEX = FileKind.forDataset(FilingsNames.IPOS)
      .source(FilingsNames.SOURCE_INDEX)
      .names(IndexFileNames::isIndex)
      .writer(FilingsWriters.INDEX)
      .parser(name -> new DailyIndexParser(FilingForms.ALL))
      .fileDate(IndexFileNames::dateOf)
      .build();

  public static final FileKind<RegistrationRow> IPOS_SUBMISSIONS = FileKind.forDataset(FilingsNames.IPOS)
      .source(FilingsNames.SOURCE_SUBMISSIONS)
      .names(FilingsKinds::isSubmissionsJson)
      .writer(FilingsWriters.REGISTRATIONS)
      .parser(name -> RegistrationParsers::submissionsJson)
      .build();

  public static final FileKind<RegistrationRow> IPOS_DOCUMENT = FileKind.forDataset(FilingsNames.IPOS)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(FilingsWriters.REGISTRATIONS)
      .parser(name -> RegistrationParsers::document)
      .build();

  public static final FileKind<FormDRow> FORM_D = FileKind.forDataset(FilingsNames.STARTUP_FUNDING)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(FilingsWriters.FORM_D)
      .parser(name -> file -> List.of(FormDParser.parse(file)))
      .build();

  public static final FileKind<StructuredNoteRow> NOTES = FileKind.forDataset(FilingsNames.STRUCTURED)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(FilingsWriters.NOTES)
      .parser(name -> StructuredNoteParser::rows)
      .build();

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
