package dev.openmarkets.sec.filings.formd;

import dev.openmarkets.dataset.Family.DemoFile;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.filings.shared.DemoFiles;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import java.util.List;
import java.util.Set;

/** The Form D bundle's forms and file kind: a notice's primary_doc.xml or its full .txt submission. */
public final class FormDDocuments {
  public static final Set<String> FORMS = Set.of("D", "D/A");

  public static final FileKind<FormDRow> KIND = FileKind.forDataset(FilingsNames.STARTUP_FUNDING)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(FormDWriters.FORM_D)
      .parser(name -> file -> List.of(FormDParser.parse(file)))
      .build();

  public static final List<DemoFile> DEMO = DemoFiles.of(FilingsNames.STARTUP_FUNDING,
      "formd-0009990000-26-000121-primary_doc.xml", "formd-0009990000-26-000122-primary_doc.xml",
      "formd-0009990000-26-000123-primary_doc.xml");

  private FormDDocuments() {
  }
}
