package dev.openmarkets.analytics;

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

/**
 * The market analytics family: Polymarket predictions, spot ETF flows, and the sentiment and
 * signals computed from news tone, funding and COT positioning, with their file kinds and pollers.
 */
public final class AnalyticsFamily implements Family {
  public static final FileKind<PredictionMarket> GAMMA = new FileKind<>(PredictionsDataset.NAME, "polymarket",
      name -> true, name -> new GammaParser(), PredictionWriter.INSTANCE, FileNames::date);

  @Override
  public String name() {
    return "analytics";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(PredictionsDataset.declaration(), PredictionMarketDataset.declaration());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(GAMMA);
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
    return out;
  }

  public static SnapshotPoller polymarketPoller(UpstreamConfig cfg, Pool pool, Clock clock, AnalyticsConfig s) {
    return new SnapshotPoller(cfg, pool, clock,
        (c, now) -> PolymarketDocuments.due(c, now, s.polymarketPages(), s.polymarketPageSize(), GAMMA));
  }

  @Override
  public List<DemoFile> demoFiles() {
    return List.of(
        new DemoFile(PredictionsDataset.NAME, "demo/analytics/gamma-events-20261122T1200Z.json"),
        new DemoFile(PredictionsDataset.NAME, "demo/analytics/gamma-events-20261123T1200Z.json"));
  }
}
