package dev.openmarkets.analytics;

import dev.openmarkets.analytics.etf.EtfFileKinds;
import dev.openmarkets.analytics.etf.EtfFlowsDataset;
import dev.openmarkets.analytics.etf.EtfFunds;
import dev.openmarkets.analytics.etf.EtfPollers;
import dev.openmarkets.analytics.predictions.PolymarketPollers;
import dev.openmarkets.analytics.predictions.PredictionFileKinds;
import dev.openmarkets.analytics.predictions.PredictionMarketDataset;
import dev.openmarkets.analytics.predictions.PredictionWriter;
import dev.openmarkets.analytics.predictions.PredictionsDataset;
import dev.openmarkets.analytics.sentiment.SentimentAssetDataset;
import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.analytics.sentiment.SentimentDataset;
import dev.openmarkets.analytics.sentiment.SentimentFileKinds;
import dev.openmarkets.analytics.sentiment.SentimentPoller;
import dev.openmarkets.analytics.sentiment.SentimentSourcePollers;
import dev.openmarkets.analytics.sentiment.SignalAssetDataset;
import dev.openmarkets.analytics.sentiment.SignalsDataset;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.partition.PartitionKeeper;
import dev.openmarkets.ingest.poll.Upstream;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The market analytics family: Polymarket predictions, spot ETF flows, and the sentiment and
 * signals computed from news tone, funding and COT positioning. It only wires its bundles
 * (predictions, etf, sentiment) from the configuration; what they share is in upstream.
 */
public final class AnalyticsFamily implements Family {
  private EtfFunds funds = EtfFunds.DEFAULTS;
  private SentimentAssets assets = SentimentAssets.DEFAULTS;

  @Override
  public void configure(AppConfig config) {
    funds = EtfFunds.from(config);
    assets = SentimentAssets.from(config);
  }

  @Override
  public String name() {
    return "analytics";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(PredictionsDataset.declaration(), PredictionMarketDataset.declaration(),
        EtfFlowsDataset.declaration(), SentimentDataset.declaration(assets),
        SentimentAssetDataset.declaration(assets), SignalsDataset.declaration(assets),
        SignalAssetDataset.declaration(assets));
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(PredictionFileKinds.GAMMA, EtfFileKinds.KRAKEN_OHLC, EtfFileKinds.reportedFlows(funds),
        EtfFileKinds.holdings(funds), SentimentFileKinds.gdelt(assets, true), SentimentFileKinds.gdelt(assets, false),
        SentimentFileKinds.FEAR_GREED);
  }

  /** Polymarket with its partition keeper, the ETF issuers that hold a configured fund, Kraken, then sentiment. */
  @Override
  public List<Upstream> upstreams(AppConfig config) {
    AnalyticsConfig s = AnalyticsConfig.from(config);
    List<Upstream> out = new ArrayList<>();
    out.add(Upstream.of("polymarket", (cfg, pool, clock) -> PolymarketPollers.of(cfg, pool, clock, s.polymarketPages(),
            s.polymarketPageSize()))
        .feeding(PredictionsDataset.NAME, PredictionMarketDataset.NAME)
        .deploysBeside(pool -> new PartitionKeeper("predictions-partitions", pool, Duration.ofHours(6),
            List.of(PredictionWriter.PRICE_PARTITIONS))));
    EtfFunds f = EtfFunds.from(config);
    for (String name : EtfPollers.HOLDINGS_UPSTREAMS) {
      out.add(Upstream.of(name, (cfg, pool, clock) -> EtfPollers.holdings(cfg, pool, clock, f))
          .feeding(EtfFlowsDataset.NAME).onlyIf(!f.polledBy(name).isEmpty()));
    }
    out.add(Upstream.of("kraken-ohlc", EtfPollers::closes).feeding(EtfFlowsDataset.NAME));
    out.addAll(sentimentUpstreams(config));
    return out;
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    return Upstream.deployables(upstreams(config), config, pool, clock);
  }

  private static List<Upstream> sentimentUpstreams(AppConfig config) {
    SentimentAssets a = SentimentAssets.from(config);
    long spacing = config.raw().getJsonObject("upstreams", new JsonObject()).getJsonObject("gdelt", new JsonObject())
        .getLong("minRequestIntervalMillis", SentimentSourcePollers.GDELT_SPACING_MILLIS);
    return List.of(
        Upstream.of("gdelt", (cfg, pool, clock) -> SentimentSourcePollers.gdelt(cfg, pool, clock, a, spacing))
            .feeding(SentimentDataset.NAME, SentimentAssetDataset.NAME),
        Upstream.of("alternative-fng", SentimentSourcePollers::fearGreed)
            .feeding(SentimentDataset.NAME, SentimentAssetDataset.NAME),
        Upstream.of("sentiment-compute", (cfg, pool, clock) -> new SentimentPoller(cfg, pool, clock, a))
            .feeding(SentimentDataset.NAME, SentimentAssetDataset.NAME, SignalsDataset.NAME, SignalAssetDataset.NAME));
  }

  @Override
  public List<DemoFile> demoFiles() {
    return List.of(
        new DemoFile(PredictionsDataset.NAME, "demo/analytics/gamma-events-20261122T1200Z.json"),
        new DemoFile(PredictionsDataset.NAME, "demo/analytics/gamma-events-20261123T1200Z.json"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/kraken-ohlc-XBTUSD-20261121T0100Z.json"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/kraken-ohlc-ETHUSD-20261121T0100Z.json"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/IBIT_holdings_20261118.csv"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/IBIT_holdings_20261119.csv"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/IBIT_holdings_20261120.csv"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/ARKB-holdings-20261119.csv"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/ARKB-holdings-20261120.csv"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/BITB-holdings-20261120.csv"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/etf-holdings-eth.csv"),
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/demo-btc_flows.csv"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/fng-20261123T0100Z.json"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/gdelt-volraw-btc-20261123T1200Z.json"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/gdelt-tone-btc-20261123T1200Z.json"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/gdelt-tone-eth-20261123T1200Z.json"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/gdelt-tone-gold-20261123T1200Z.json"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/gdelt-tone-sp500-20261123T1200Z.json"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/gdelt-tone-eurusd-20261123T1200Z.json"),
        new DemoFile(SentimentDataset.NAME, "demo/analytics/gdelt-tone-usdjpy-20261123T1200Z.json"));
  }
}
