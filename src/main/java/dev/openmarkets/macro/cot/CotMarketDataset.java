package dev.openmarkets.macro.cot;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.util.CotSlugs;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.LocalDate;
import java.time.Period;

/** GET /api/markets/cot/{slug}: one market's Commitments of Traders history, newest first. */
public final class CotMarketDataset {
  private static final String SQL = SqlResource.load(CotMarketDataset.class, "cot-market.sql");
  private static final String KNOWN_AS_OF = SqlResource.load(CotMarketDataset.class, "cot-market-known-asof.sql");

  static final Param<String> SLUG =
      Param.pathSlug("slug", "A market slug from /api/markets/cot or an alias (gold, crude-oil, sp500, ...)");
  static final Param<LocalDate> FROM = Param.date("from", "First report date (inclusive)");
  static final Param<LocalDate> TO = Param.date("to", "Last report date (inclusive)");
  static final Param<Integer> LIMIT = Param.limit(52, 1000, "Rows returned, newest first");

  private CotMarketDataset() {
  }

  public static Dataset declaration() {
    return CotFields.add(Dataset.builder("cot-market", "/api/markets/cot/{slug}", "macro")
        .chart(Chart.of("Open interest of {slug} (contracts)", "data", "reportDate", Chart.XKind.TIME)
            .series("openInterest"))
        .tool(DropInTool.named("cot_positioning").whenGiven("market").renaming("market", "slug"))
        .title("Futures positioning history of one market (CFTC Commitments of Traders)")
        .summary("The market's weekly reports, newest first.")
        .param(SLUG)
        .param(FROM)
        .param(TO)
        .param(LIMIT)
        .check(Check.fromNotAfterTo(FROM, TO))
        .notFound(SLUG, "COT market", "SELECT 1 FROM cot_markets WHERE slug = $1 OR $1 = ANY(aliases)", KNOWN_AS_OF))
        .coverage("cot_reports", "report_date")
        .history(History.versioned("cot_reports", CotFields.KNOWN_AT_DOC))
        .cadence(Cadence.periodic("CFTC: Tuesday positions published Friday 15:30 ET", Period.ofDays(7), Duration.ofHours(3 * 24 + 15).plusMinutes(30), Duration.ofDays(4)))
        .planner(CotMarketDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    String slug = CotSlugs.resolve(p.get(SLUG));
    return new SqlPlan(SQL, Tuple.of(slug == null ? "" : slug, p.get(FROM), p.get(TO), p.limit()));
  }
}
