package dev.openmarkets.sec.facts;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Upstream;
import java.util.List;

/**
 * The SEC company facts family: financials, buybacks and bitcoin-treasuries, computed from XBRL
 * company facts by the concept table, with the file kinds and EDGAR pollers that feed them. The
 * ticker map is the sec family's (sec_tickers).
 */
public final class SecFactsFamily implements Family {
  public static final String NAME = "sec-facts";
  private static final String DEMO_DIR = "demo/sec-facts/";

  private final TrackedCompanies tracked = new TrackedCompanies();

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public void configure(AppConfig config) {
    tracked.configure(config);
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(FinancialsDataset.declaration(), BuybacksDataset.declaration(),
        BitcoinTreasuriesDataset.declaration(tracked));
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return FactsKinds.all();
  }

  /** The index, frames and document pollers are one pipeline behind every dataset of the family. */
  @Override
  public List<Upstream> upstreams(AppConfig config) {
    List<String> all = datasets().stream().map(Dataset::name).toList();
    return FactsPollers.upstreams(config, tracked).stream().map(u -> u.feeding(all)).toList();
  }

  /** The sample ticker map first (the datasets resolve tickers through it), company facts, an instance. */
  @Override
  public List<DemoFile> demoFiles() {
    return List.of(new DemoFile("sec-tickers", DEMO_DIR + "company_tickers.json"),
        new DemoFile(FactsDatasetNames.FINANCIALS, DEMO_DIR + "CIK0009990701.json"),
        new DemoFile(FactsDatasetNames.FINANCIALS, DEMO_DIR + "CIK0009990702.json"),
        new DemoFile(FactsDatasetNames.FINANCIALS, DEMO_DIR + "CIK0009990703.json"),
        new DemoFile(FactsDatasetNames.FINANCIALS, DEMO_DIR + "CIK0009990704.json"),
        new DemoFile(FactsDatasetNames.BITCOIN_TREASURIES, DEMO_DIR + "0009990705-26-000041_zzms-20251231_htm.xml"));
  }
}
