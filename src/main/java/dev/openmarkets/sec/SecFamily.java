package dev.openmarkets.sec;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Upstream;
import dev.openmarkets.sec.edgar.EdgarBundle;
import dev.openmarkets.sec.edgar.SecDatasetNames;
import dev.openmarkets.sec.funds.FundHoldingsDataset;
import dev.openmarkets.sec.funds.FundsDataset;
import dev.openmarkets.sec.funds.TrackedFunds;
import dev.openmarkets.sec.identifiers.IdentifiersDataset;
import dev.openmarkets.sec.insiders.InsiderClustersDataset;
import dev.openmarkets.sec.insiders.InsiderTransactionsDataset;
import dev.openmarkets.sec.insiders.InsidersDataset;
import dev.openmarkets.sec.largeholders.LargeHoldersDataset;
import dev.openmarkets.sec.plannedsales.PlannedSalesDataset;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The SEC ownership family: insiders (Form 4), clusters derived from them, planned sales (Form
 * 144), large holders (13D/13G) and tracked funds (13F), with the EDGAR file kinds and pollers
 * that feed them. Documents are named after their accession number
 * (0001234567-26-000001.xml, or ACCESSION.txt for a full submission); see SecKinds.
 */
public final class SecFamily implements Family {
  private static final String DEMO_DIR = "demo/sec-filings/";

  private final TrackedFunds funds = new TrackedFunds();
  private Clock clock = Clock.systemUTC();

  @Override
  public String name() {
    return "sec";
  }

  // insiders and clusters before {ticker}: routes match in this order, and "clusters" is no ticker
  @Override
  public List<Dataset> datasets() {
    return List.of(InsidersDataset.declaration(clock), InsiderClustersDataset.declaration(clock),
        InsiderTransactionsDataset.declaration(), PlannedSalesDataset.declaration(clock),
        LargeHoldersDataset.declaration(clock), FundsDataset.declaration(funds), FundHoldingsDataset.declaration(funds),
        IdentifiersDataset.declaration());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return SecKinds.all();
  }

  /** Tickers, indexes and documents are one pipeline behind every dataset of the family (names: submissions). */
  @Override
  public List<Upstream> upstreams(AppConfig config) {
    List<String> fed = new ArrayList<>(SecKinds.apiDatasets());
    fed.add(SecDatasetNames.IDENTIFIERS);
    return EdgarPollers.upstreams(config, funds).stream().map(u -> u.feeding(fed)).toList();
  }

  /**
   * The tracked-fund list is configuration (secFunds; --demo adds the sample fund); the clock is
   * the date the insider windows end on when no asOf is asked (tests pin it).
   */
  @Override
  public void configure(AppConfig config) {
    funds.configure(config);
    clock = config.clock();
  }

  /** The bundled sample filings in their files.txt order (ticker map first, filing times last). */
  @Override
  public List<DemoFile> demoFiles() {
    List<DemoFile> out = new ArrayList<>();
    for (String name : demoList()) {
      out.add(new DemoFile(demoDataset(name), DEMO_DIR + name));
    }
    return out;
  }

  static String demoDataset(String name) {
    if (name.startsWith("company_tickers")) {
      return SecDatasetNames.TICKERS;
    }
    if (name.startsWith("submissions/")) {
      return SecDatasetNames.FILINGS;
    }
    return SecKinds.BUNDLES.stream().filter(b -> name.startsWith(b.demoPrefix())).map(EdgarBundle::dataset).findFirst()
        .orElseThrow(() -> new IllegalStateException("files.txt lists " + name + ", which no SEC dataset reads"));
  }

  private static List<String> demoList() {
    try (InputStream in = SecFamily.class.getClassLoader().getResourceAsStream(DEMO_DIR + "files.txt")) {
      if (in == null) {
        throw new IllegalStateException("missing " + DEMO_DIR + "files.txt");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
          .filter(l -> !l.isEmpty()).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
