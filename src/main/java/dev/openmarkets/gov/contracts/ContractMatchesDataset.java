package dev.openmarkets.gov.contracts;

import static dev.openmarkets.dataset.FieldType.INTEGER;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import static dev.openmarkets.dataset.FieldType.STRING;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.LocalDate;

/**
 * GET /api/markets/federal-contracts/matches (an extension): the parent-to-ticker match table for
 * review, one row per parent name seen in the window, with how its ticker was found.
 */
public final class ContractMatchesDataset {
  private static final String SQL = SqlResource.load(ContractMatchesDataset.class, "resolved.sql") + "\n"
      + SqlResource.load(ContractMatchesDataset.class, "matches.sql");

  static final Param<Integer> DAYS =
      Param.integer("days", 90, 1, 365, "Actions dated within this many days back from today (UTC)");
  static final Param<Boolean> UNMATCHED = Param.bool("unmatched", false, "Only names without a ticker");
  static final Param<Integer> LIMIT = Param.limit(500, 5000, "Rows returned");

  /**
   * Derived at read from the versions of the actions and profiles and the matches made by the
   * moment (match-refresh.sql makes a name's match once and never changes it, so its matched_at is
   * when it became known): no stored derivation to version. It answers from the first action or
   * profile on; its revisions list is the recipient profiles' (its own loads), the actions' are
   * federal-contracts'.
   */
  static final History HISTORY = History.versionedFrom("contract_recipients",
      "SELECT least((SELECT min(known_at) FROM federal_contract_actions), (SELECT min(known_at) FROM contract_recipients))",
      "The latest knownAt of the name's actions in the window, their recipient profiles and the name's ticker "
          + "match (see federal-contracts): a match is made once, from the SEC company names known when the name "
          + "first came, and is known from then.");

  private ContractMatchesDataset() {
  }

  public static Dataset declaration(TickerOverrides overrides, Clock clock) {
    return Dataset.builder("federal-contract-matches", "/api/markets/federal-contracts/matches", "gov")
        .title("Federal contracts: the parent-to-ticker match table, for review")
        .summary("Every parent (or, without a recipient profile, recipient) name in the window with the ticker it "
            + "resolves to, how (sec-name: equal to an SEC company name after normalisation; override: "
            + "configuration), its actions and net amount. Largest amount first; unmatched=true lists only names "
            + "without a ticker, the candidates for an override.")
        .param(DAYS)
        .param(UNMATCHED)
        .param(LIMIT)
        .field(Field.of("nameKey", STRING, "The normalised name compared with SEC company names"))
        .field(Field.nullable("name", STRING, "The parent's (or recipient's) name as USAspending writes it"))
        .field(Field.nullable("ticker", STRING, "The ticker it resolves to; null when not listed or unmatched"))
        .field(Field.nullable("method", STRING, "sec-name, override, or null when unmatched"))
        .field(Field.nullable("secName", STRING, "The SEC company name matched (sec-name only)"))
        .field(Field.nullable("cik", STRING, "That company's CIK (sec-name only)"))
        .field(Field.of("actions", INTEGER, "Actions in the window"))
        .field(Field.of("amountUsd", NUMBER, "Their net obligated amount, USD"))
        .note("Overrides live in configuration: upstreams.usaspending.tickerOverrides, keys \"uei:<UEI>\" or a "
            + "company name, values a ticker or null (not listed); they win over the automatic match.")
        .history(HISTORY)
        .planner(p -> plan(p, overrides, clock))
        .cadence(Cadence.unscheduled("the name-to-ticker matches change with the contracts and the ticker list"))
        .build();
  }

  static SqlPlan plan(Params p, TickerOverrides o, Clock clock) {
    LocalDate since = PointInTime.today(p, clock).minusDays(p.get(DAYS));
    return new SqlPlan(SQL, Tuple.of(o.keys(), o.tickers(), since, p.get(UNMATCHED), p.limit()));
  }
}
