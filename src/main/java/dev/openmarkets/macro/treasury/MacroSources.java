package dev.openmarkets.macro.treasury;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/** The documents the macro pollers fetch: the Treasury's yearly curve file and DefiLlama's charts. */
public final class MacroSources {
  private MacroSources() {
  }

  /**
   * The current year's par yield curve CSV (baseUrl + pathTemplate with {yyyy}); in the first
   * week of January the previous year's too, for its last days.
   */
  public static BiFunction<UpstreamConfig, Instant, List<Snapshot>> treasury(FileKind<MacroObservation> kind) {
    return (config, now) -> {
      ZonedDateTime t = now.atZone(ZoneOffset.UTC);
      List<Snapshot> out = new ArrayList<>();
      if (t.getDayOfYear() <= 7) {
        out.add(year(config, kind, t.getYear() - 1));
      }
      out.add(year(config, kind, t.getYear()));
      return out;
    };
  }

  private static Snapshot year(UpstreamConfig config, FileKind<MacroObservation> kind, int year) {
    String path = config.pathTemplate().replace("{yyyy}", Integer.toString(year));
    return new Snapshot(config.baseUrl() + path, "daily_treasury_yield_curve." + year + ".csv", kind);
  }

  /** DefiLlama's total stablecoin chart and those of USDT (id 1) and USDC (id 2). */
  public static BiFunction<UpstreamConfig, Instant, List<Snapshot>> stablecoins(FileKind<MacroObservation> kind) {
    return (config, now) -> List.of(
        new Snapshot(config.baseUrl() + "/stablecoincharts/all", "stablecoincharts-all.json", kind),
        new Snapshot(config.baseUrl() + "/stablecoincharts/all?stablecoin=1", "stablecoincharts-usdt.json", kind),
        new Snapshot(config.baseUrl() + "/stablecoincharts/all?stablecoin=2", "stablecoincharts-usdc.json", kind));
  }
}
