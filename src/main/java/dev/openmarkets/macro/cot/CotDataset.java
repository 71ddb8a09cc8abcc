package dev.openmarkets.macro.cot;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.Period;

/** GET /api/markets/cot: every market's latest Commitments of Traders report. */
public final class CotDataset {
  private static final String SQL = SqlResource.load(CotDataset.class, "cot-latest.sql");

  static final Param<String> GROUP = Param.oneOf("group", null, CotGroups.ALL, "Only markets of this group");
  static final Param<String> Q = Param.string("q", "Only markets whose name contains this text (any case)");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows returned");

  private CotDataset() {
  }

  public static Dataset declaration() {
    return CotFields.add(Dataset.builder("cot", "/api/markets/cot", "macro")
        .tool("cot_positioning")
        .title("Futures positioning, every market's latest report (CFTC Commitments of Traders)")
        .summary("One row per market: its latest weekly report, largest open interest first. Markets whose "
            + "latest report is more than 13 weeks older than the newest report are left out (no longer reported).")
        .param(GROUP)
        .param(Q)
        .param(LIMIT))
        .coverage("cot_reports", "report_date")
        .history(History.versioned("cot_reports", CotFields.KNOWN_AT_DOC))
        .cadence(Cadence.periodic("CFTC: Tuesday positions published Friday 15:30 ET", Period.ofDays(7), Duration.ofHours(3 * 24 + 15).plusMinutes(30), Duration.ofDays(4)))
        .planner(CotDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    return new SqlPlan(SQL, Tuple.of(p.get(GROUP), p.get(Q), p.limit()));
  }
}
