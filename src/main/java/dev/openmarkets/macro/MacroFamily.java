package dev.openmarkets.macro;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.bis.PolicyRateSources;
import dev.openmarkets.macro.bis.RateHistoryDataset;
import dev.openmarkets.macro.bis.RatesDataset;
import dev.openmarkets.macro.cot.CotDataset;
import dev.openmarkets.macro.cot.CotMarketDataset;
import dev.openmarkets.macro.cot.CotSources;
import dev.openmarkets.macro.fred.FedLiquidityDataset;
import dev.openmarkets.macro.fred.FredSeries;
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
  public List<Deployable> pollers(AppConfig config, Pool pool) {
    return pollers(config, pool, Clock.systemUTC());
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    List<Deployable> out = new ArrayList<>();
    UpstreamConfig cftc = config.upstream("cftc-cot");
    if (cftc.enabled()) {
      String weekly = config.raw().getJsonObject("upstreams").getJsonObject("cftc-cot")
          .getString("weeklyBaseUrl", "https://www.cftc.gov/dea/newcot");
      CotSources cot = new CotSources(MacroKinds.COT, weekly);
      out.add(new SnapshotPoller(cftc, pool, clock, cot).historyByYear(cot::year)
          .feeding("cot", "cot-market"));
    }
    UpstreamConfig fred = config.upstream("fred");
    if (fred.enabled()) {
      out.add(new SnapshotPoller(fred, pool, clock, new FredSeries(FredSeries.configured(config), MacroKinds.FRED))
          .feeding("fed-liquidity").noHistoryBecause(WHOLE_SERIES));
    }
    UpstreamConfig dts = config.upstream("treasury-dts");
    if (dts.enabled()) {
      out.add(new SnapshotPoller(dts, pool, clock, MacroSources.cashBalance(MacroKinds.CASH_BALANCE))
          .feeding("fed-liquidity").noHistoryBecause("every poll asks Fiscal Data for the last 400 days of closing balances"));
    }
    UpstreamConfig treasury = config.upstream("treasury-yields");
    if (treasury.enabled()) {
      out.add(new SnapshotPoller(treasury, pool, clock, MacroSources.treasury(MacroKinds.YIELD_CURVE)).historyByYear()
          .feeding("macro"));
    }
    UpstreamConfig llama = config.upstream("defillama-stablecoins");
    if (llama.enabled()) {
      out.add(new SnapshotPoller(llama, pool, clock, MacroSources.stablecoins(MacroKinds.STABLECOINS))
          .feeding("macro").noHistoryBecause(WHOLE_SERIES));
    }
    UpstreamConfig bis = config.upstream("bis-cbpol");
    if (bis.enabled()) {
      out.add(new SnapshotPoller(bis, pool, clock, new PolicyRateSources(MacroKinds.POLICY_RATES))
          .feeding("rates", "rates-country").noHistoryBecause("every poll asks BIS for the last backfillDays "
              + "(3650 by default): raise upstreams.bis-cbpol.backfillDays for more"));
    }
    return out;
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
