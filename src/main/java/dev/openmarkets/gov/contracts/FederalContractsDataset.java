package dev.openmarkets.gov.contracts;

import static dev.openmarkets.dataset.FieldType.DATE;
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
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;

/** GET /api/markets/federal-contracts: federal contract actions (USAspending) with the parent's ticker. */
public final class FederalContractsDataset {
  private static final String RESOLVED = SqlResource.load(FederalContractsDataset.class, "resolved.sql");
  private static final String ACTIONS = RESOLVED + "\n" + SqlResource.load(FederalContractsDataset.class, "actions.sql");
  private static final String BY_TICKER = RESOLVED + "\n" + SqlResource.load(FederalContractsDataset.class, "by-ticker.sql");
  private static final String BY_AGENCY = RESOLVED + "\n" + SqlResource.load(FederalContractsDataset.class, "by-agency.sql");

  /** The rows of by=ticker and by=agency. */
  static final List<Field> AGGREGATE = List.of(
      Field.nullable("key", STRING, "The ticker, or the awarding agency (null when USAspending names none)"),
      Field.of("amountUsd", NUMBER, "Net obligated amount of the actions, USD (de-obligations subtract)"),
      Field.of("actions", INTEGER, "Number of actions"),
      PointInTime.KNOWN_AT);

  static final String KNOWN_AT_DOC = "When this service first stored the action, or later its profile or its "
      + "ticker match, whichever is latest (for a total: the latest of its actions'). USAspending states when an "
      + "action was taken (actionDate), not when it published it: agencies report to FPDS days to months after the "
      + "action, so the action date is never used as a publication time. A changed action or profile is a new "
      + "version from when it was first seen; a name's ticker match is made once, from the SEC names known then.";

  static final Param<String> TICKER = Param.ticker("ticker", "Only actions whose parent resolves to this ticker");
  static final Param<Integer> DAYS =
      Param.integer("days", 30, 1, 365, "Actions dated within this many days back from today (UTC)");
  static final Param<String> BY =
      Param.oneOf("by", null, List.of("ticker", "agency"), "Aggregate by ticker or by awarding agency");
  static final Param<Boolean> LISTED =
      Param.bool("listed", false, "Only actions whose parent is listed (resolves to a ticker)");
  static final Param<Integer> LIMIT = Param.limit(1000, 5000, "Rows returned (actions, or aggregate rows)");

  private FederalContractsDataset() {
  }

  public static Dataset declaration(TickerOverrides overrides, Clock clock) {
    return Dataset.builder("federal-contracts", "/api/markets/federal-contracts", "gov")
        .schemas(PayloadSchemas.resource(FederalContractsDataset.class, "federal-contracts.schema.json"))
        .tool("federal_contracts")
        .title("Federal contract actions (USAspending) with the listed parent's ticker")
        .summary("Contract actions (new awards and modifications) of the last days, newest first, each with the "
            + "ticker of the recipient's listed parent where there is one. by=ticker or by=agency returns totals "
            + "(key, amountUsd, actions) instead of actions.")
        .param(TICKER)
        .param(DAYS)
        .param(BY)
        .param(LISTED)
        .param(LIMIT)
        .field(Field.of("actionDate", DATE, "Action date"))
        .field(Field.of("awardId", STRING, "Award id (PIID)"))
        .field(Field.nullable("mod", STRING, "Modification number; 0 or null is the original award"))
        .field(Field.nullable("actionType", STRING, "Action type as USAspending gives it"))
        .field(Field.of("amountUsd", NUMBER, "Obligated amount of this action, USD; negative for de-obligations"))
        .field(Field.of("recipientName", STRING, "Recipient as USAspending names it"))
        .field(Field.nullable("ticker", STRING, "Listed parent's ticker; null when private or unmatched"))
        .field(Field.nullable("awardingAgency", STRING, "Awarding agency"))
        .field(Field.nullable("awardingSubAgency", STRING, "Awarding sub-agency"))
        .field(Field.nullable("awardType", STRING, "Award type (DEFINITIVE CONTRACT, DELIVERY ORDER, ...)"))
        .field(Field.nullable("naicsCode", STRING, "NAICS code"))
        .field(Field.nullable("description", STRING, "Description, up to 1,000 characters"))
        .field(Field.nullable("generatedId", STRING, "USAspending's generated award id (CONT_AWD_...)"))
        .note("by=ticker and by=agency rows: key (string|null), amountUsd (number, the sum of the actions' amounts), "
            + "actions (integer, their count); largest amount first, then key. ticker and listed filter the actions "
            + "before they are summed.")
        .note("ticker: the recipient's parent (from its USAspending recipient profile; the recipient itself when "
            + "no profile is known) is matched to SEC company names (company_tickers.json) by a normalised key: "
            + "upper case, '&' as AND, punctuation dropped, a leading THE and trailing legal suffixes (INC, CORP, "
            + "CORPORATION, CO, COMPANY, LLC, LTD, PLC, LP, HOLDINGS, ...) removed. Review the matches at "
            + "/api/markets/federal-contracts/matches and correct them in configuration "
            + "(upstreams.usaspending.tickerOverrides: {\"uei:<UEI>\" or name: ticker, or null for not listed}).")
        .note("Amounts are USAspending's own figures, exact; sums are exact sums of them.")
        .coverage("federal_contract_actions", "action_date")
        .history(History.versioned("federal_contract_actions", KNOWN_AT_DOC))
        .cadence(Cadence.changesEvery("USAspending adds contract actions daily, polled daily", Duration.ofDays(2), Duration.ofDays(3)))
        .planner(p -> plan(p, overrides, clock))
        .build();
  }

  static SqlPlan plan(Params p, TickerOverrides o, Clock clock) {
    LocalDate since = PointInTime.today(p, clock).minusDays(p.get(DAYS));
    Tuple args = Tuple.of(o.keys(), o.tickers(), since, p.get(TICKER), p.get(LISTED), p.limit());
    String by = p.get(BY);
    if (by == null) {
      return new SqlPlan(ACTIONS, args);
    }
    return new SqlPlan("ticker".equals(by) ? BY_TICKER : BY_AGENCY, args, AGGREGATE);
  }
}
