package dev.openmarkets.analytics.etf;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.DECIMAL;
import static dev.openmarkets.dataset.FieldType.STRING;

import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.LocalTime;
import java.util.List;

/** GET /api/markets/etf-flows: spot BTC and ETH ETF holdings with the flows and AUM we compute. */
public final class EtfFlowsDataset {
  public static final String NAME = "etf-flows";
  private static final String SQL = SqlResource.load(EtfFlowsDataset.class, "etf-flows.sql");

  static final Param<String> ASSET = Param.oneOf("asset", null, List.of("btc", "eth"), "Only funds holding this coin");
  static final Param<String> TICKER = Param.ticker("ticker", "Only this fund (IBIT, ARKB, ETHA...)");
  static final Param<Integer> DAYS = Param.integer("days", 30, 1, 3650, "Calendar days ending at the newest date held");
  static final Param<Integer> LIMIT = Param.limit(1000, 20000, "Rows returned");

  private EtfFlowsDataset() {
  }

  public static Dataset declaration() {
    return Dataset.builder(NAME, "/api/markets/etf-flows", "analytics")
        .title("Spot BTC and ETH ETF holdings and net flows")
        .summary("One row per fund and day from the issuers' published holdings (iShares, ARK 21Shares, Bitwise "
            + "and imported files), valued at the coin's daily close; newest date first, then ticker.")
        .param(ASSET)
        .param(TICKER)
        .param(DAYS)
        .param(LIMIT)
        .field(Field.of("date", DATE, "Holdings date (the fund's published as-of date)"))
        .field(Field.of("ticker", STRING, "Fund ticker"))
        .field(Field.nullable("issuer", STRING, "Issuer, from configuration"))
        .field(Field.of("asset", STRING, "btc or eth"))
        .field(Field.nullable("holdings", DECIMAL, "Coins held, 8 decimal places; null where only a reported flow exists"))
        .field(Field.nullable("flowUsd", DECIMAL, "Net flow in USD, 2 decimal places"))
        .field(Field.nullable("aumUsd", DECIMAL, "Assets (coins only) in USD, 2 decimal places"))
        .note("flowUsd = (holdings - holdings on the fund's previous published date) x close; aumUsd = holdings x "
            + "close; both exact, then rounded half away from zero to the cent. close is the coin's completed UTC "
            + "daily candle on Kraken (XBTUSD, ETHUSD) for that date; null when we have none.")
        .note("Where a day has no holdings (or no close) but an imported Farside-style table gives the fund's "
            + "flow in USD millions, flowUsd is that figure x 1,000,000; holdings and aumUsd stay null.")
        .note("import etf-flows FILE reads iShares, ARK 21Shares and Bitwise holdings CSVs, a plain "
            + "date,ticker,holdings CSV, a Farside-style *flows*.csv and Kraken OHLC JSON (kraken-ohlc-*.json).")
        .note("Polled by default: the iShares (IBIT, ETHA) and ARK 21Shares (ARKB) holdings files at the URLs in "
            + "analytics.etfFunds; no issuer file has been captured to verify them. Bitwise's poller is off: no "
            + "holdings CSV URL of Bitwise could be corroborated.")
        .note("As of a moment (asOf), flowUsd and aumUsd are computed from what was known then: the holdings and "
            + "reported flows current at that moment (a file that revised a figure counts from when it was stored), "
            + "the previous published date among them, and only the closes of daily candles committed by then.")
        .coverage("etf_holdings", "date")
        .cadence(Cadence.weekdays("issuers publish each trading day's holdings by the next morning", LocalTime.of(12, 0), 1))
        .history(History.versioned(List.of("etf_holdings", "etf_reported_flows"), "The latest of the inputs the "
            + "row's figures use: its holdings version, the previous date's holdings version (for the flow), the close "
            + "(its daily candle's end: the next day 00:00 UTC) and the reported flow when it is the flow shown. "
            + "Holdings and reported flows are known from when this service first stored them: issuers state an "
            + "as-of date, not a publication time, and the Farside-style table is re-shaped by a third party and "
            + "states no time. A figure a later file changes is a new version, listed in revisions."))
        .planner(EtfFlowsDataset::plan)
        .build();
  }

  static SqlPlan plan(Params p) {
    return new SqlPlan(SQL, Tuple.of(p.get(ASSET), p.get(TICKER), p.get(DAYS), p.limit()));
  }
}
