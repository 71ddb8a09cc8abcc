package dev.openmarkets.sec.filings.notes;

import dev.openmarkets.dataset.Family.DemoFile;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.filings.shared.DemoFiles;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import java.util.List;
import java.util.Set;

/** The structured-notes bundle's forms and file kind: a 424B2's or FWP's full .txt submission. */
public final class NoteDocuments {
  public static final Set<String> FORMS = Set.of("424B2", "FWP");

  public static final FileKind<StructuredNoteRow> KIND = FileKind.forDataset(FilingsNames.STRUCTURED)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(NoteWriters.NOTES)
      .parser(name -> StructuredNoteParser::rows)
      .build();

  public static final List<DemoFile> DEMO = DemoFiles.of(FilingsNames.STRUCTURED, "424b2-0009990000-26-000131.txt",
      "424b2-0009990000-26-000132.txt", "fwp-0009990000-26-000133.txt");

  private NoteDocuments() {
  }
}
