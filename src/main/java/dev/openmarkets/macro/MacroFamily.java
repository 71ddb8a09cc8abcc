package dev.openmarkets.macro;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.ingest.poll.Upstream;
import dev.openmarkets.macro.bis.PolicyRateSources;
import dev.openmarkets.macro.bis.RateHistoryDataset;
import dev.openmarkets.macro.bis.RatesDataset;
import dev.openmarkets.macro.cot.CotDataset;
import dev.openmarkets.macro.cot.CotMarketDataset;
import dev.openmarkets.macro.cot.CotSources;
import dev.openmarkets.macro.fred.FedLiquidityDataset;
import dev.openmarkets.macro.fred.FredSeries;
import dev.openmarkets.macro.fred.FredVintages;
import dev.openmarkets.macro.treasury.MacroDataset;
import dev.openmarkets.macro.treasury.MacroSources;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The macro family: CFTC Commitments of Traders (cot, cot/{slug}), Fed liquidity from FRED
 * (fed-liquidity), Treasury yields and stablecoin supply (macro) and BIS policy rates (rates,
 * rates/{code}), with the upstream file kinds `import` and the pollers read, one poller per upstream.
 */
public final class MacroFamily implements Family {
  private static final String WHOLE_SERIES = "every poll fetches the whole series from its first observation, so the "
      + "first poll of `serve` loads the full history";

  /** Where macro's history window ends by default ("today"); tests pin it. */
  private final Clock clock;

  public MacroFamily() {
    this(Clock.systemUTC());
  }

  public MacroFamily(Clock clock) {
    this.clock = clock;
  }

  @Override
  public String name() {
    return "macro";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(CotDataset.declaration(), CotMarketDataset.declaration(), FedLiquidityDataset.declaration(),
        MacroDataset.declaration(clock), RatesDataset.declaration(), RateHistoryDataset.declaration());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(MacroKinds.COT, MacroKinds.CASH_BALANCE, MacroKinds.FRED, MacroKinds.FRED_JSON, MacroKinds.YIELD_CURVE,
        MacroKinds.STABLECOINS, MacroKinds.POLICY_RATES);
  }

  @Override
  public List<Upstream> upstreams(AppConfig config) {
    return List.of(
        Upstream.of("cftc-cot", (cfg, pool, clock) -> {
          String weekly = config.raw().getJsonObject("upstreams").getJsonObject("cftc-cot")
              .getString("weeklyBaseUrl", "https://www.cftc.gov/dea/newcot");
          CotSources cot = new CotSources(MacroKinds.COT, weekly);
          return new SnapshotPoller(cfg, pool, clock, cot).historyByYear(cot::year);
        }).feeding("cot", "cot-market"),
        Upstream.of("fred", (cfg, pool, clock) -> new SnapshotPoller(cfg, pool, clock,
            new FredSeries(FredSeries.configured(config), MacroKinds.FRED)).noHistoryBecause(WHOLE_SERIES))
            .feeding("fed-liquidity"),
        Upstream.of("fred-alfred", (cfg, pool, clock) -> new SnapshotPoller(cfg, pool, clock,
            new FredVintages(FredSeries.configured(config), FredVintages.apiKey(config), MacroKinds.FRED_JSON))
            .noHistoryBecause("every poll asks ALFRED for every vintage of the whole series"))
            .onlyIf(!FredVintages.apiKey(config).isEmpty())
            .feeding("fed-liquidity"),
        Upstream.of("treasury-dts", (cfg, pool, clock) -> new SnapshotPoller(cfg, pool, clock,
            MacroSources.cashBalance(MacroKinds.CASH_BALANCE))
            .noHistoryBecause("every poll asks Fiscal Data for the last 400 days of closing balances"))
            .feeding("fed-liquidity"),
        Upstream.of("treasury-yields", (cfg, pool, clock) -> new SnapshotPoller(cfg, pool, clock,
            MacroSources.treasury(MacroKinds.YIELD_CURVE)).historyByYear())
            .feeding("macro"),
        Upstream.of("defillama-stablecoins", (cfg, pool, clock) -> new SnapshotPoller(cfg, pool, clock,
            MacroSources.stablecoins(MacroKinds.STABLECOINS)).noHistoryBecause(WHOLE_SERIES))
            .feeding("macro"),
        Upstream.of("bis-cbpol", (cfg, pool, clock) -> new SnapshotPoller(cfg, pool, clock,
            new PolicyRateSources(MacroKinds.POLICY_RATES)).noHistoryBecause("every poll asks BIS for the last "
                + "backfillDays (3650 by default): raise upstreams.bis-cbpol.backfillDays for more"))
            .feeding("rates", "rates-country"));
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    return Upstream.deployables(upstreams(config), config, pool, clock);
  }

  @Override
  public List<DemoFile> demoFiles() {
    List<DemoFile> files = new ArrayList<>(List.of(new DemoFile("cot", "demo/macro/FinFutYY.txt"),
        new DemoFile("cot", "demo/macro/f_year.txt"), new DemoFile("cot", "demo/macro/annual.txt")));
    for (String s : FredSeries.DEFAULT) {
      files.add(new DemoFile("fed-liquidity", "demo/macro/fredgraph." + s + ".csv"));
    }
    files.add(new DemoFile("macro", "demo/macro/daily_treasury_yield_curve.2026.csv"));
    for (String s : List.of("all", "usdt", "usdc")) {
      files.add(new DemoFile("macro", "demo/macro/stablecoincharts-" + s + ".json"));
    }
    files.add(new DemoFile("rates", "demo/macro/WS_CBPOL.D.csv"));
    return files;
  }
}
