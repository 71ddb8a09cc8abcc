package dev.openmarkets.analytics;

import dev.openmarkets.analytics.etf.DailyClose;
import dev.openmarkets.analytics.etf.EtfDocuments;
import dev.openmarkets.analytics.etf.EtfFlowsDataset;
import dev.openmarkets.analytics.etf.EtfFunds;
import dev.openmarkets.analytics.etf.EtfWriters;
import dev.openmarkets.analytics.etf.FarsideFlowsParser;
import dev.openmarkets.analytics.etf.HoldingRow;
import dev.openmarkets.analytics.etf.HoldingsParser;
import dev.openmarkets.analytics.etf.KrakenOhlcParser;
import dev.openmarkets.analytics.etf.ReportedFlowRow;
import dev.openmarkets.analytics.predictions.GammaParser;
import dev.openmarkets.analytics.predictions.PolymarketDocuments;
import dev.openmarkets.analytics.predictions.PredictionMarket;
import dev.openmarkets.analytics.predictions.PredictionMarketDataset;
import dev.openmarkets.analytics.predictions.PredictionWriter;
import dev.openmarkets.analytics.predictions.PredictionsDataset;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The market analytics family: Polymarket predictions, spot ETF flows, and the sentiment and
 * signals computed from news tone, funding and COT positioning, with their file kinds and pollers.
 */
public final class AnalyticsFamily implements Family {
  public static final FileKind<PredictionMarket> GAMMA = new FileKind<>(PredictionsDataset.NAME, "polymarket",
      name -> true, name -> new GammaParser(), PredictionWriter.INSTANCE, FileNames::date);
  public static final FileKind<DailyClose> KRAKEN_OHLC = new FileKind<>(EtfFlowsDataset.NAME, "kraken-ohlc",
      name -> name.toLowerCase(Locale.ROOT).contains("ohlc"), name -> new KrakenOhlcParser(), EtfWriters.CLOSES,
      FileNames::date);
  /** The issuers' holdings upstreams, each a SnapshotPoller over the funds configured for it. */
  static final List<String> HOLDINGS_UPSTREAMS = List.of("etf-ishares", "etf-ark", "etf-bitwise");

  private EtfFunds funds = EtfFunds.DEFAULTS;

  @Override
  public void configure(AppConfig config) {
    funds = EtfFunds.from(config);
  }

  public static FileKind<HoldingRow> holdingsKind(EtfFunds funds) {
    return new FileKind<>(EtfFlowsDataset.NAME, "etf-holdings", name -> true, name -> new HoldingsParser(funds),
        EtfWriters.HOLDINGS, FileNames::date);
  }

  static FileKind<ReportedFlowRow> farsideKind(EtfFunds funds) {
    return new FileKind<>(EtfFlowsDataset.NAME, "etf-reported-flows",
        name -> name.toLowerCase(Locale.ROOT).contains("flows"), name -> new FarsideFlowsParser(funds),
        EtfWriters.REPORTED, FileNames::date);
  }

  @Override
  public String name() {
    return "analytics";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(PredictionsDataset.declaration(), PredictionMarketDataset.declaration(),
        EtfFlowsDataset.declaration());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(GAMMA, KRAKEN_OHLC, farsideKind(funds), holdingsKind(funds));
  }

  @Override
  public List<Deployable> pollers(AppConfig config, Pool pool) {
    return pollers(config, pool, Clock.systemUTC());
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    List<Deployable> out = new ArrayList<>();
    AnalyticsConfig s = AnalyticsConfig.from(config);
    UpstreamConfig polymarket = config.upstream("polymarket");
    if (polymarket.enabled()) {
      out.add(polymarketPoller(polymarket, pool, clock, s));
    }
    EtfFunds f = EtfFunds.from(config);
    for (String name : HOLDINGS_UPSTREAMS) {
      UpstreamConfig cfg = config.upstream(name);
      if (cfg.enabled() && !f.polledBy(name).isEmpty()) {
        out.add(holdingsPoller(cfg, pool, clock, f));
      }
    }
    UpstreamConfig kraken = config.upstream("kraken-ohlc");
    if (kraken.enabled()) {
      out.add(closesPoller(kraken, pool, clock));
    }
    return out;
  }

  public static SnapshotPoller polymarketPoller(UpstreamConfig cfg, Pool pool, Clock clock, AnalyticsConfig s) {
    return new SnapshotPoller(cfg, pool, clock,
        (c, now) -> PolymarketDocuments.due(c, now, s.polymarketPages(), s.polymarketPageSize(), GAMMA));
  }

  public static SnapshotPoller holdingsPoller(UpstreamConfig cfg, Pool pool, Clock clock, EtfFunds funds) {
    FileKind<HoldingRow> kind = holdingsKind(funds);
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> EtfDocuments.holdings(c, now, funds, kind));
  }

  public static SnapshotPoller closesPoller(UpstreamConfig cfg, Pool pool, Clock clock) {
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> EtfDocuments.closes(c, now, KRAKEN_OHLC));
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
        new DemoFile(EtfFlowsDataset.NAME, "demo/analytics/demo-btc_flows.csv"));
  }
}
