package dev.openmarkets.derivs.options;

import static dev.openmarkets.dataset.FieldType.DATE;
import static dev.openmarkets.dataset.FieldType.NUMBER;
import dev.openmarkets.dataset.Cadence;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.History;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.PayloadSchemas;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.dataset.SqlResource;
import io.vertx.sqlclient.Tuple;
import java.time.Duration;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/** GET /api/markets/options/{currency}: Deribit option chain analytics (max pain, put/call, DVOL). */
public final class OptionsDataset {
  private static final String EXPIRIES = SqlResource.load(OptionsDataset.class, "options-expiries.sql");
  private static final String HEAD = SqlResource.load(OptionsDataset.class, "options-head.sql");
  private static final String HEAD_DVOL = SqlResource.load(OptionsDataset.class, "options-head-dvol.sql")
      .replace("/* options-head.sql */", HEAD);

  /** Its doc names the configured currencies: see declaration. */
  static final Param<String> CURRENCY = Param.pathSlug("currency", "Option currency (any case)");
  static final Param<LocalDate> EXPIRY =
      Param.date("expiry", "Only this expiry date (YYYY-MM-DD); the totals then cover that expiry only");
  static final Param<String> HISTORY =
      Param.oneOf("history", null, List.of("dvol"), "dvol adds dvolHistory[] {ts, dvol}: the hourly "
          + "DVOL closes of the last 30 days, oldest first");

  /**
   * Snapshots are observations at their time; the floor is the first snapshot kept (30 days of daily
   * partitions), found per currency on the primary key rather than by reading every partition.
   */
  static final History HISTORY_KEPT = History.eventTimeFrom(
      "SELECT min((SELECT min(q.ts) FROM deribit_option_quotes q WHERE q.currency = c.currency))"
          + " FROM (SELECT DISTINCT currency FROM deribit_index) c",
      "The snapshot's time (ts): each Deribit book snapshot is stored as taken and never revised. Asked with "
          + "asOf, the newest snapshot and index price taken by then, and the newest hourly DVOL candle over by "
          + "then (a candle's close is final when its hour ends). Option snapshots are kept 30 days (daily "
          + "partitions dropped whole), so the earliest moment answered moves a day at a time.");

  private OptionsDataset() {
  }

  /** currencies as configured (derivs.optionCurrencies); knowsCurrency tells a path's currency, in any case. */
  public static Dataset declaration(List<String> currencies, Predicate<Object> knowsCurrency) {
    return Dataset.builder(OptionsKinds.DATASET, "/api/markets/options/{currency}", "derivs")
        .schemas(PayloadSchemas.resource(OptionsDataset.class, "options.schema.json"))
        .chart(Chart.of("Open interest by expiry of {currency} options (contracts)", "data.expiries", "expiry",
                Chart.XKind.CATEGORY)
            .series("callOI", "putOI")
            .style(Chart.Style.BARS))
        .tool(DropInTool.named("crypto_market").selectedBy("dataset", "options").renaming("slug", "currency"))
        .title("Crypto options: max pain, put/call ratios and DVOL (Deribit)")
        .summary("`data` is an object: currency, underlyingPrice (Deribit index price, USD), totalOI, callOI, putOI "
            + "(open interest in coins, one contract = one coin), putCallRatio, volume24h (coins), "
            + "putCallVolumeRatio, dvol, dvolChange24h, ts (the snapshot time), [dvolHistory with history=dvol] and "
            + "expiries (one row per expiry date, soonest first).")
        .param(CURRENCY.withDoc("Option currency: " + String.join(", ", currencies) + " (any case)"))
        .param(EXPIRY)
        .param(HISTORY)
        .notFoundUnless(CURRENCY, "currency", knowsCurrency)
        .objectShape("expiries", p -> Map.of("currency", currency(p)),
            p -> new SqlPlan("dvol".equals(p.get(HISTORY)) ? HEAD_DVOL : HEAD,
                Tuple.of(currency(p), p.get(EXPIRY))))
        .field(Field.of("expiry", DATE, "Expiry date (Deribit options expire at 08:00 UTC)"))
        .field(Field.of("daysToExpiry", NUMBER, "Days from the snapshot to 08:00 UTC on the expiry date, two places"))
        .field(Field.nullable("maxPain", NUMBER, "The listed strike at which option holders' total intrinsic value "
            + "at expiry is smallest; null when the expiry has no open interest"))
        .field(Field.of("callOI", NUMBER, "Open interest of the expiry's calls, coins"))
        .field(Field.of("putOI", NUMBER, "Open interest of the expiry's puts, coins"))
        .field(Field.nullable("putCallRatio", NUMBER, "putOI / callOI, four places; null when callOI is 0"))
        .field(Field.nullable("notionalUsd", NUMBER, "(callOI + putOI) x index price, USD, two places"))
        .note("Source: Deribit's public API, no key: public/get_book_summary_by_currency?kind=option (every listed "
            + "option's open interest and 24-hour volume), public/get_index_price and "
            + "public/get_volatility_index_data (DVOL, hourly candles). Polled every 15 minutes; each snapshot is "
            + "stored (option snapshots for 30 days, index prices and DVOL for good) and the answer reads the "
            + "newest one.")
        .note("Max pain of an expiry: for every strike K listed for that expiry (calls and puts together), "
            + "pain(K) = sum over calls of OI x max(K - strike, 0) + sum over puts of OI x max(strike - K, 0); "
            + "maxPain is the K with the smallest pain, the lowest such K on a tie. Open interest in coins, as "
            + "Deribit publishes it.")
        .note("putCallRatio = putOI / callOI and putCallVolumeRatio = put volume / call volume (24 hours), rounded "
            + "half-up to four places, null when the denominator is 0. notionalUsd = (callOI + putOI) x the latest "
            + "index price, two places.")
        .note("dvol is the close of the newest hourly DVOL candle, as Deribit publishes it (its scale is "
            + "Deribit's); dvolChange24h = that close minus the close of the candle 24 hours earlier, null when that "
            + "candle is missing.")
        .note("`import options FILE`: book_summary.<CURRENCY>.<yyyyMMddTHHmmssZ>.json, "
            + "index_price.<CURRENCY>.<time>.json and dvol.<CURRENCY>.<time>.json (Deribit's JSON-RPC answers as "
            + "fetched; the book summary may instead keep its usOut for the time). The CSV form exports expiries.")
        .coverage("deribit_option_quotes", "ts")
        .cadence(Cadence.continuous("Deribit snapshots every 15 minutes", Duration.ofMinutes(30), Duration.ofHours(2)))
        .history(HISTORY_KEPT)
        .planner(p -> new SqlPlan(EXPIRIES, Tuple.of(currency(p), p.get(EXPIRY), p.limit())))
        .build();
  }

  static String currency(Params p) {
    String c = p.get(CURRENCY);
    return c == null ? null : c.toUpperCase(Locale.ROOT);
  }
}
