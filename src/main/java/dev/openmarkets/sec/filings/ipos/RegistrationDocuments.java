package dev.openmarkets.sec.filings.ipos;

import dev.openmarkets.dataset.Family.DemoFile;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.filings.shared.DemoFiles;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import dev.openmarkets.sec.filings.shared.SubmissionsJsonName;
import java.util.List;
import java.util.Set;

/**
 * The registrations bundle's forms and file kinds: a company's submissions JSON, recognised by its
 * name, and any other file as a document (full .txt submission or EFFECT primary_doc.xml). The daily
 * indexes that also list registrations are read by the family's index kind (edgar/FilingsIndex).
 */
public final class RegistrationDocuments {
  public static final Set<String> FORMS = Set.of("S-1", "S-1/A", "F-1", "F-1/A", "424B4", "RW", "EFFECT");

  public static final FileKind<RegistrationRow> SUBMISSIONS = FileKind.forDataset(FilingsNames.IPOS)
      .source(FilingsNames.SOURCE_SUBMISSIONS)
      .names(SubmissionsJsonName::matches)
      .writer(RegistrationWriters.REGISTRATIONS)
      .parser(name -> RegistrationParsers::submissionsJson)
      .build();

  public static final FileKind<RegistrationRow> DOCUMENT = FileKind.forDataset(FilingsNames.IPOS)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(RegistrationWriters.REGISTRATIONS)
      .parser(name -> RegistrationParsers::document)
      .build();

  /** The daily index first (it lists the notice), then the EFFECT notice's own document. */
  public static final List<DemoFile> DEMO = DemoFiles.of(FilingsNames.IPOS, "form.20261120.idx",
      "effect-9999999995-26-000201-primary_doc.xml");

  private RegistrationDocuments() {
  }
}
