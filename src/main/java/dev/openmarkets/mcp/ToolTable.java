package dev.openmarkets.mcp;

import java.util.List;
import java.util.Map;

/**
 * The one table of tool names: the drop-in names agents know from the reference service, each
 * with the dataset(s) it reads and the renames of its arguments to declared parameters. Any
 * dataset no row names gets a generic tool named after it (see {@link ToolCatalog}), so a dataset
 * declared later has a tool without an edit here. Rows naming a dataset that does not exist are
 * skipped.
 */
final class ToolTable {
  /**
   * One way a tool answers: a dataset, chosen when `whenArg` is given (null: always), or when the
   * selector argument equals `whenValue`; renames map a tool argument to a declared parameter.
   */
  record Variant(String dataset, String whenArg, String whenValue, Map<String, String> renames) {
    static Variant of(String dataset) {
      return new Variant(dataset, null, null, Map.of());
    }

    static Variant of(String dataset, Map<String, String> renames) {
      return new Variant(dataset, null, null, renames);
    }

    static Variant given(String arg, String dataset, Map<String, String> renames) {
      return new Variant(dataset, arg, null, renames);
    }

    static Variant selected(String value, String dataset, Map<String, String> renames) {
      return new Variant(dataset, null, value, renames);
    }
  }

  /** selector: the argument choosing among variants by value (crypto_market's "dataset"), or null. */
  record Row(String tool, String selector, List<Variant> variants) {
  }

  static final List<Row> ROWS = List.of(
      new Row("short_interest", null, List.of(Variant.of("short-interest"))),
      new Row("short_volume", null, List.of(Variant.of("short-volume"))),
      new Row("fails_to_deliver", null, List.of(Variant.of("fails-to-deliver"))),
      new Row("insider_trades", null, List.of(
          Variant.given("ticker", "insider-transactions", Map.of()), Variant.of("insiders"))),
      new Row("insider_clusters", null, List.of(Variant.of("insider-clusters"))),
      new Row("threshold_list", null, List.of(Variant.of("threshold-list"))),
      new Row("planned_insider_sales", null, List.of(Variant.of("planned-sales"))),
      new Row("large_holders", null, List.of(Variant.of("large-holders"))),
      new Row("fund_holders", null, List.of(Variant.of("funds"))),
      new Row("fund_portfolio", null, List.of(Variant.of("fund-holdings"))),
      new Row("company_financials", null, List.of(Variant.of("financials"))),
      new Row("corporate_events", null, List.of(Variant.of("events"))),
      new Row("cot_positioning", null, List.of(
          Variant.given("market", "cot-market", Map.of("market", "slug")), Variant.of("cot"))),
      new Row("funding_rates", null, List.of(
          Variant.given("slug", "funding-rates-symbol", Map.of()), Variant.of("funding-rates"))),
      new Row("fed_liquidity", null, List.of(Variant.of("fed-liquidity"))),
      new Row("policy_rates", null, List.of(
          Variant.given("country", "rates-country", Map.of("country", "code")), Variant.of("rates"))),
      new Row("macro_series", null, List.of(Variant.of("macro"))),
      new Row("treasury_auctions", null, List.of(Variant.of("treasury-auctions"))),
      new Row("economic_calendar", null, List.of(Variant.of("calendar"))),
      new Row("private_placements", null, List.of(Variant.of("startup-funding"))),
      new Row("ipo_pipeline", null, List.of(Variant.of("ipos"))),
      new Row("bitcoin_treasuries", null, List.of(Variant.of("bitcoin-treasuries"))),
      new Row("federal_contracts", null, List.of(Variant.of("federal-contracts"))),
      new Row("crypto_market", "dataset", List.of(
          Variant.selected("open-interest", "open-interest", Map.of()),
          Variant.selected("liquidations", "liquidations", Map.of()),
          Variant.selected("options", "options", Map.of("slug", "currency")),
          new Variant("whales-coin", "slug", "whales", Map.of("slug", "coin")),
          Variant.selected("whales", "whales", Map.of()))),
      new Row("earnings_calendar", null, List.of(Variant.of("earnings"))));

  private ToolTable() {
  }
}
