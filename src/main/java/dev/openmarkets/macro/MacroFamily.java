package dev.openmarkets.macro;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.cot.CotDataset;
import dev.openmarkets.macro.cot.CotMarketDataset;
import dev.openmarkets.macro.cot.CotSources;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * The macro family: CFTC Commitments of Traders (cot, cot/{slug}), with the upstream file kinds
 * `import` and the pollers read and one poller per upstream.
 */
public final class MacroFamily implements Family {
  @Override
  public String name() {
    return "macro";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(CotDataset.declaration(), CotMarketDataset.declaration());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(MacroKinds.COT);
  }

  @Override
  public List<Deployable> pollers(AppConfig config, Pool pool) {
    return pollers(config, pool, Clock.systemUTC());
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    List<Deployable> out = new ArrayList<>();
    UpstreamConfig cftc = config.upstream("cftc-cot");
    if (cftc.enabled()) {
      out.add(new SnapshotPoller(cftc, pool, clock, new CotSources(MacroKinds.COT)));
    }
    return out;
  }

  @Override
  public List<DemoFile> demoFiles() {
    return List.of(new DemoFile("cot", "demo/macro/FinFutYY.txt"), new DemoFile("cot", "demo/macro/f_year.txt"),
        new DemoFile("cot", "demo/macro/annual.txt"));
  }
}
