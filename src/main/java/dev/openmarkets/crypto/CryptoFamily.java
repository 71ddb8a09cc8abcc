package dev.openmarkets.crypto;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.crypto.datasets.FundingRateSymbolDataset;
import dev.openmarkets.crypto.datasets.FundingRatesDataset;
import dev.openmarkets.crypto.datasets.LiquidationHistoryDataset;
import dev.openmarkets.crypto.datasets.LiquidationMeta;
import dev.openmarkets.crypto.datasets.LiquidationRecentDataset;
import dev.openmarkets.crypto.datasets.LiquidationSummaryDataset;
import dev.openmarkets.crypto.datasets.OpenInterestDataset;
import dev.openmarkets.crypto.datasets.SymbolsDataset;
import dev.openmarkets.crypto.demo.DemoKinds;
import dev.openmarkets.crypto.demo.DemoLiquidations;
import dev.openmarkets.crypto.poll.CryptoPollers;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DatasetMeta;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.List;
import java.util.Map;

/**
 * The crypto derivatives family: symbols, funding rates, open interest and liquidations, with
 * the REST pollers, the liquidation streams and the two writers that feed them.
 */
public final class CryptoFamily implements Family {
  private Clock clock = Clock.systemUTC();

  /** The configuration's clock: the date the dataset windows and the demo sample read (tests pin it). */
  @Override
  public void configure(AppConfig config) {
    clock = config.clock();
  }

  @Override
  public String name() {
    return "crypto";
  }

  @Override
  public List<Dataset> datasets() {
    // funding-rates before funding-rates/{slug}: its /csv route must be mounted first
    return List.of(SymbolsDataset.declaration(), FundingRatesDataset.declaration(),
        FundingRateSymbolDataset.declaration(clock), OpenInterestDataset.declaration(clock),
        LiquidationSummaryDataset.declaration(), LiquidationRecentDataset.declaration(),
        LiquidationHistoryDataset.declaration(clock));
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return DemoKinds.all(clock);
  }

  /** Staged: the writers first, then the instruments poller, the funding upstreams and the liquidation streams. */
  @Override
  public List<Deployable> pollers(AppConfig config, Pool pool) {
    return CryptoPollers.all(config, pool);
  }

  @Override
  public Map<String, List<String>> feeds(AppConfig config) {
    return CryptoPollers.feeds(config);
  }

  @Override
  public List<DemoFile> demoFiles() {
    return List.of(new DemoFile("symbols", DemoKinds.RESOURCE), new DemoFile("funding-rates", DemoKinds.RESOURCE),
        new DemoFile("open-interest", DemoKinds.RESOURCE), new DemoFile("liquidations", DemoKinds.RESOURCE));
  }

  /** A SAMPLE liquidation every 2 s through the batching writer, so that the live stream moves on the demo. */
  @Override
  public List<Deployable> demoDeployables(AppConfig config, Pool pool) {
    return List.of(new DemoLiquidations(pool, 2_000, config.clock()));
  }

  @Override
  public DatasetMeta meta(AppConfig config) {
    return new LiquidationMeta(config);
  }
}
