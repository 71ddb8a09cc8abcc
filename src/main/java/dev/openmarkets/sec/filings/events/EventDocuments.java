package dev.openmarkets.sec.filings.events;

import dev.openmarkets.dataset.Family.DemoFile;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.sec.filings.shared.DemoFiles;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import dev.openmarkets.sec.filings.shared.SubmissionsJsonName;
import java.util.List;
import java.util.Set;

/**
 * The 8-K bundle's forms and file kinds: a company's submissions JSON, recognised by its name, and
 * any other file as a filing document (full .txt submission, feed .nc, index page) read by content.
 */
public final class EventDocuments {
  public static final Set<String> FORMS = Set.of("8-K", "8-K/A");

  public static final FileKind<EventFiling> SUBMISSIONS = FileKind.forDataset(FilingsNames.EVENTS)
      .source(FilingsNames.SOURCE_SUBMISSIONS)
      .names(SubmissionsJsonName::matches)
      .writer(EventWriters.EVENTS)
      .parser(name -> EventParsers::submissionsJson)
      .build();

  public static final FileKind<EventFiling> DOCUMENT = FileKind.forDataset(FilingsNames.EVENTS)
      .source(FilingsNames.SOURCE_DOCUMENTS)
      .writer(EventWriters.EVENTS)
      .parser(name -> EventParsers::document)
      .build();

  public static final List<DemoFile> DEMO = DemoFiles.of(FilingsNames.EVENTS, "8k-0009990000-26-000101.txt",
      "8k-0009990000-26-000102-index.html", "8k-0009990000-26-000103.nc", "CIK0009990101.json", "CIK0009990102.json");

  private EventDocuments() {
  }
}
