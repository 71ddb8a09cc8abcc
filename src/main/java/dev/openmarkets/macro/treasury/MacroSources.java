package dev.openmarkets.macro.treasury;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Snapshot;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
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
   * The Daily Treasury Statement's closing TGA balances of the last backfillDays days (at least
   * 14), newest first, as Fiscal Data JSON: baseUrl?filter=record_date:gte:FROM,account_type:eq:...
   * One page of up to 1000 days, so a backfill of up to about four years is one request.
   */
  public static BiFunction<UpstreamConfig, Instant, List<Snapshot>> cashBalance(FileKind<CashBalance> kind) {
    return (config, now) -> {
      LocalDate from = now.atZone(ZoneOffset.UTC).toLocalDate().minusDays(Math.max(14, config.backfillDays()));
      String filter = "record_date:gte:" + from + ",account_type:eq:" + CashBalanceParser.CLOSING;
      String url = config.baseUrl() + "?fields=record_date,account_type,open_today_bal&filter="
          + URLEncoder.encode(filter, StandardCharsets.UTF_8) + "&sort=-record_date&page%5Bsize%5D=1000";
      return List.of(new Snapshot(url, "dts_operating_cash_balance-" + from + ".json", kind));
    };
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
