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
import dev.openmarkets.analytics.predictions.GammaKeysetPoller;
import dev.openmarkets.analytics.predictions.GammaParser;
import dev.openmarkets.analytics.predictions.PolymarketDocuments;
import dev.openmarkets.analytics.predictions.PredictionMarket;
import dev.openmarkets.analytics.predictions.PredictionMarketDataset;
import dev.openmarkets.analytics.predictions.PredictionWriter;
import dev.openmarkets.analytics.predictions.PredictionsDataset;
import dev.openmarkets.analytics.sentiment.FearGreedParser;
import dev.openmarkets.analytics.sentiment.FearGreedRow;
import dev.openmarkets.analytics.sentiment.GdeltDocuments;
import dev.openmarkets.analytics.sentiment.GdeltTimelineParser;
import dev.openmarkets.analytics.sentiment.SentimentAssetDataset;
import dev.openmarkets.analytics.sentiment.SentimentAssets;
import dev.openmarkets.analytics.sentiment.SentimentDataset;
import dev.openmarkets.analytics.sentiment.SentimentPoller;
import dev.openmarkets.analytics.sentiment.SentimentWriters;
import dev.openmarkets.analytics.sentiment.SignalAssetDataset;
import dev.openmarkets.analytics.sentiment.SignalsDataset;
import dev.openmarkets.analytics.sentiment.ToneRow;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.partition.PartitionKeeper;
import dev.openmarkets.ingest.partition.PartitionedTable;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.logging.Logger;

/**
 * The market analytics family: Polymarket predictions, spot ETF flows, and the sentiment and
 * signals computed from news tone, funding and COT positioning, with their file kinds and pollers.
 */
public final class AnalyticsFamily implements Family {
  private static final Logger LOG = Logger.getLogger(AnalyticsFamily.class.getName());
  /** Our price snapshots: monthly partitions, kept (a market's history is the whole of it). */
  public static final PartitionedTable PRICE_PARTITIONS = new PartitionedTable("prediction_prices",
      PartitionedTable.Granularity.MONTH, null);

  /** GDELT's DOC API answers 429 to requests closer than about 5 s (koala73/worldmonitor#5843). */
  static final long GDELT_SPACING_MILLIS = 5000;
  public static final FileKind<PredictionMarket> GAMMA = FileKind.forDataset(PredictionsDataset.NAME)
      .source("polymarket")
      .writer(PredictionWriter.INSTANCE)
      .parser(name -> new GammaParser())
      .fileDate(FileNames::date)
      .build();
  public static final FileKind<DailyClose> KRAKEN_OHLC = FileKind.forDataset(EtfFlowsDataset.NAME)
      .source("kraken-ohlc")
      .names(name -> name.toLowerCase(Locale.ROOT).contains("ohlc"))
      .writer(EtfWriters.CLOSES)
      .parser(name -> new KrakenOhlcParser())
      .fileDate(FileNames::date)
      .build();
  /** The issuers' holdings upstreams, each a SnapshotPoller over the funds configured for it. */
  static final List<String> HOLDINGS_UPSTREAMS = List.of("etf-ishares", "etf-ark", "etf-bitwise");

  public static final FileKind<FearGreedRow> FEAR_GREED = FileKind.forDataset(SentimentDataset.NAME)
      .source("alternative-fng")
      .names(name -> name.toLowerCase(Locale.ROOT).contains("fng") || name.toLowerCase(Locale.ROOT).contains("fear"))
      .writer(SentimentWriters.FEAR_GREED)
      .parser(name -> new FearGreedParser())
      .fileDate(FileNames::date)
      .build();

  private EtfFunds funds = EtfFunds.DEFAULTS;
  private SentimentAssets assets = SentimentAssets.DEFAULTS;

  @Override
  public void configure(AppConfig config) {
    funds = EtfFunds.from(config);
    assets = SentimentAssets.from(config);
  }

  /** GDELT timelines of one mode (tone or article counts) for the configured assets. */
  public static FileKind<ToneRow> gdeltKind(SentimentAssets assets, boolean tone) {
    String prefix = tone ? "gdelt-tone-" : "gdelt-volraw-";
    return FileKind.forDataset(SentimentDataset.NAME)
        .source("gdelt")
        .names(name -> name.replaceAll("^.*/", "").startsWith(prefix))
        .writer(SentimentWriters.timeline(assets, tone))
        .parser(name -> new GdeltTimelineParser(assets))
        .fileDate(FileNames::date)
        .build();
  }

  public static FileKind<HoldingRow> holdingsKind(EtfFunds funds) {
    return FileKind.forDataset(EtfFlowsDataset.NAME)
        .source("etf-holdings")
        .writer(EtfWriters.HOLDINGS)
        .parser(name -> new HoldingsParser(funds))
        .fileDate(FileNames::date)
        .build();
  }

  static FileKind<ReportedFlowRow> farsideKind(EtfFunds funds) {
    return FileKind.forDataset(EtfFlowsDataset.NAME)
        .source("etf-reported-flows")
        .names(name -> name.toLowerCase(Locale.ROOT).contains("flows"))
        .writer(EtfWriters.REPORTED)
        .parser(name -> new FarsideFlowsParser(funds))
        .fileDate(FileNames::date)
        .build();
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
    return List.of(GAMMA, KRAKEN_OHLC, farsideKind(funds), holdingsKind(funds), gdeltKind(assets, true),
        gdeltKind(assets, false), FEAR_GREED);
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
      out.add(polymarketPoller(polymarket, pool, clock, s).feeding(PredictionsDataset.NAME, PredictionMarketDataset.NAME));
      out.add(new PartitionKeeper("predictions-partitions", pool, Duration.ofHours(6), List.of(PRICE_PARTITIONS)));
    }
    EtfFunds f = EtfFunds.from(config);
    for (String name : HOLDINGS_UPSTREAMS) {
      UpstreamConfig cfg = config.upstream(name);
      if (cfg.enabled() && !f.polledBy(name).isEmpty()) {
        out.add(holdingsPoller(cfg, pool, clock, f).feeding(EtfFlowsDataset.NAME));
      }
    }
    UpstreamConfig kraken = config.upstream("kraken-ohlc");
    if (kraken.enabled()) {
      out.add(closesPoller(kraken, pool, clock).feeding(EtfFlowsDataset.NAME));
    }
    SentimentAssets a = SentimentAssets.from(config);
    UpstreamConfig gdelt = config.upstream("gdelt");
    if (gdelt.enabled()) {
      long spacing = config.raw().getJsonObject("upstreams", new JsonObject()).getJsonObject("gdelt", new JsonObject())
          .getLong("minRequestIntervalMillis", GDELT_SPACING_MILLIS);
      out.add(gdeltPoller(gdelt, pool, clock, a, spacing).feeding(SentimentDataset.NAME, SentimentAssetDataset.NAME));
    }
    UpstreamConfig fng = config.upstream("alternative-fng");
    if (fng.enabled()) {
      out.add(fearGreedPoller(fng, pool, clock).feeding(SentimentDataset.NAME, SentimentAssetDataset.NAME));
    }
    UpstreamConfig compute = config.upstream("sentiment-compute");
    if (compute.enabled()) {
      out.add(new SentimentPoller(compute, pool, clock, a).feeding(SentimentDataset.NAME, SentimentAssetDataset.NAME,
          SignalsDataset.NAME, SignalAssetDataset.NAME));
    }
    return out;
  }

  /**
   * Keyset paging of /events/keyset; a pathTemplate that still names {offset} keeps the offset
   * paging Polymarket sunset on 2026-05-01 (deep offsets answer 422), with a warning at start.
   */
  public static Poller polymarketPoller(UpstreamConfig cfg, Pool pool, Clock clock, AnalyticsConfig s) {
    if (!cfg.pathTemplate().contains("{offset}")) {
      return new GammaKeysetPoller(cfg, pool, clock, s.polymarketPages(), s.polymarketPageSize(), GAMMA);
    }
    LOG.warning(() -> "upstreams.polymarket.pathTemplate pages by {offset}, which Polymarket sunset on 2026-05-01; "
        + "use /events/keyset (the default)");
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

  /** GDELT's timelines, requests spaced by minRequestIntervalMillis (GDELT answers 429 to closer ones). */
  public static SnapshotPoller gdeltPoller(UpstreamConfig cfg, Pool pool, Clock clock, SentimentAssets assets,
      long minRequestIntervalMillis) {
    FileKind<ToneRow> tone = gdeltKind(assets, true);
    FileKind<ToneRow> volume = gdeltKind(assets, false);
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> GdeltDocuments.due(c, now, assets, tone, volume))
        .spacedBy(minRequestIntervalMillis);
  }

  public static SnapshotPoller fearGreedPoller(UpstreamConfig cfg, Pool pool, Clock clock) {
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> List.of(new dev.openmarkets.ingest.poll.Snapshot(
        c.baseUrl() + c.pathTemplate(), "fng-" + FileNames.stamp(now) + ".json", FEAR_GREED)));
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
