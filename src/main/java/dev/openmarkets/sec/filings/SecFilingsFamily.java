package dev.openmarkets.sec.filings;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Upstream;
import dev.openmarkets.sec.filings.edgar.FilingsIndex;
import dev.openmarkets.sec.filings.edgar.FilingsPollers;
import dev.openmarkets.sec.filings.events.EarningsDataset;
import dev.openmarkets.sec.filings.events.EarningsTickerDataset;
import dev.openmarkets.sec.filings.events.EventDocuments;
import dev.openmarkets.sec.filings.events.EventsDataset;
import dev.openmarkets.sec.filings.formd.FormDDocuments;
import dev.openmarkets.sec.filings.formd.StartupFundingDataset;
import dev.openmarkets.sec.filings.ipos.IposDataset;
import dev.openmarkets.sec.filings.ipos.RegistrationDocuments;
import dev.openmarkets.sec.filings.notes.NoteDocuments;
import dev.openmarkets.sec.filings.notes.StructuredProductsDataset;
import dev.openmarkets.sec.filings.shared.FilingsNames;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The SEC filings family: 8-K events and the earnings dates derived from them, structured notes
 * (424B2, FWP), startup funding (Form D) and registrations (ipos), read from EDGAR with the sec
 * family's fetch step (the SEC host's one queue), index parser and ticker map. Each bundle
 * declares its datasets, forms, file kinds and demo files; this class only lists them.
 */
public final class SecFilingsFamily implements Family {
  private Clock clock = Clock.systemUTC();

  @Override
  public String name() {
    return FilingsNames.FAMILY;
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(EventsDataset.declaration(clock), EarningsDataset.declaration(clock),
        EarningsTickerDataset.declaration(clock),
        StructuredProductsDataset.declaration(clock), StartupFundingDataset.declaration(clock),
        IposDataset.declaration(clock));
  }

  /** The clock is the date the windows end on when no asOf is asked (tests pin it). */
  @Override
  public void configure(AppConfig config) {
    clock = config.clock();
  }

  /** Per dataset the specific names come before the catch-all documents (the first match wins). */
  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(EventDocuments.SUBMISSIONS, EventDocuments.DOCUMENT, FilingsIndex.KIND,
        RegistrationDocuments.SUBMISSIONS, RegistrationDocuments.DOCUMENT, FormDDocuments.KIND, NoteDocuments.KIND);
  }

  /** The index and document pollers are one pipeline behind every dataset of the family. */
  @Override
  public List<Upstream> upstreams(AppConfig config) {
    List<String> all = datasets().stream().map(Dataset::name).toList();
    return FilingsPollers.upstreams(config).stream().map(u -> u.feeding(all)).toList();
  }

  /** In load order: events, the index and registrations, notes, Form D. */
  @Override
  public List<DemoFile> demoFiles() {
    List<DemoFile> out = new ArrayList<>();
    out.addAll(EventDocuments.DEMO);
    out.addAll(RegistrationDocuments.DEMO);
    out.addAll(NoteDocuments.DEMO);
    out.addAll(FormDDocuments.DEMO);
    return out;
  }
}
