package dev.openmarkets.crypto.store;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The funding, open-interest and symbol tables: idempotent upserts of {@link VenueData}, and the
 * datasets each table serves, which {@link MarketWriter} has the writer verticle bump when a write
 * changed the table.
 */
final class MarketStore {
  private static final String OI_SAMPLES = SqlResource.load(MarketStore.class, "open-interest-samples.sql");
  private static final String SYMBOLS_PRUNE = SqlResource.load(MarketStore.class, "symbols-prune.sql");

  private static final UnnestUpsert<SymbolRow> SYMBOLS = new UnnestUpsert<>("crypto_symbols",
      List.of("slug"), List.of(
          col("slug", "text", SymbolRow::slug),
          col("base_asset", "text", SymbolRow::baseAsset),
          col("rank", "integer", SymbolRow::rank)));

  private static final UnnestUpsert<InstrumentRow> INSTRUMENTS = new UnnestUpsert<>("crypto_instruments",
      List.of("exchange", "instrument"), List.of(
          col("exchange", "text", InstrumentRow::exchange),
          col("instrument", "text", InstrumentRow::instrument),
          col("slug", "text", InstrumentRow::slug),
          col("listed", "boolean", InstrumentRow::listed),
          col("contract_value", "numeric", InstrumentRow::contractValue),
          col("contract_value_currency", "text", InstrumentRow::contractValueCurrency),
          col("inverse", "boolean", InstrumentRow::inverse),
          col("checked_at", "timestamptz", InstrumentRow::checkedAt)));

  private static final UnnestUpsert<Tagged<FundingSnapshot>> SNAPSHOTS = new UnnestUpsert<>("funding_snapshot",
      List.of("exchange", "instrument"), List.of(
          col("exchange", "text", t -> t.row().exchange()),
          col("instrument", "text", t -> t.row().instrument()),
          col("slug", "text", Tagged::slug),
          col("base_asset", "text", t -> t.row().baseAsset()),
          snap("mark_price", FundingSnapshot::markPrice),
          snap("funding_rate", FundingSnapshot::fundingRate),
          col("funding_interval_hours", "integer", t -> t.row().fundingIntervalHours()),
          snap("funding_rate_8h", FundingSnapshot::fundingRate8h),
          snap("funding_annualized", FundingSnapshot::fundingAnnualized),
          col("next_funding_time", "timestamptz", t -> t.row().nextFundingTime()),
          snap("open_interest", FundingSnapshot::openInterest),
          snap("open_interest_value", FundingSnapshot::openInterestValue),
          snap("price_change_pct_24h", FundingSnapshot::priceChangePct24h),
          snap("long_short_ratio", FundingSnapshot::longShortRatio),
          col("ts", "timestamptz", t -> t.row().ts())));

  private static final UnnestUpsert<Tagged<FundingSettlement>> SETTLEMENTS = new UnnestUpsert<>("funding_history",
      List.of("exchange", "instrument", "funding_time"), List.of(
          col("exchange", "text", t -> t.row().exchange()),
          col("instrument", "text", t -> t.row().instrument()),
          col("slug", "text", Tagged::slug),
          col("funding_time", "timestamptz", t -> t.row().fundingTime()),
          col("rate", "numeric", t -> t.row().rate())));

  private static final UnnestUpsert<Tagged<OpenInterestPoint>> OI_HISTORY = new UnnestUpsert<>("open_interest_hourly",
      List.of("exchange", "instrument", "ts"), List.of(
          col("exchange", "text", t -> t.row().exchange()),
          col("instrument", "text", t -> t.row().instrument()),
          col("slug", "text", Tagged::slug),
          col("ts", "timestamptz", t -> t.row().ts()),
          col("open_interest", "numeric", t -> t.row().openInterest()),
          col("open_interest_value", "numeric", t -> t.row().openInterestValue()),
          col("long_short_ratio", "numeric", t -> t.row().longShortRatio()),
          col("top_trader_ratio", "numeric", t -> t.row().topTraderRatio())));

  private MarketStore() {
  }

  /**
   * Writes one poll in the caller's transaction: its counts summed over the tables, and dataset ->
   * rows added for the datasets whose tables it changed.
   */
  static Future<Written> write(SqlConnection conn, VenueData d) {
    Map<String, Long> changed = new LinkedHashMap<>();
    Future<WriteCounts> chain = Future.succeededFuture(WriteCounts.NONE);
    if (!d.symbols().isEmpty()) {
      chain = chain.compose(acc -> SYMBOLS.write(conn, d.symbols())
          .compose(c -> prune(conn, d.symbols()).map(c::plus))
          .map(c -> note(acc, changed, c, "symbols")));
    }
    if (!d.instruments().isEmpty()) {
      chain = chain.compose(acc -> INSTRUMENTS.write(conn, d.instruments()).map(c -> note(acc, changed, c, "symbols")));
    }
    if (!d.snapshots().isEmpty()) {
      chain = chain.compose(acc -> SNAPSHOTS.write(conn, d.snapshots())
          .map(c -> note(acc, changed, c, "funding-rates", "funding-rates-symbol")));
    }
    if (!d.settlements().isEmpty()) {
      chain = chain.compose(acc -> SETTLEMENTS.write(conn, d.settlements())
          .map(c -> note(acc, changed, c, "funding-rates-symbol")));
    }
    if (!d.openInterestHistory().isEmpty()) {
      chain = chain.compose(acc -> OI_HISTORY.write(conn, d.openInterestHistory())
          .map(c -> note(acc, changed, c, "open-interest")));
    }
    if (!d.openInterestSamples().isEmpty()) {
      chain = chain.compose(acc -> writeSamples(conn, d.openInterestSamples())
          .map(c -> note(acc, changed, c, "open-interest")));
    }
    return chain.map(counts -> new Written(counts, changed));
  }

  /** The first sample of an hour stays: later samples of the same hour change nothing. */
  private static Future<WriteCounts> writeSamples(SqlConnection conn, List<Tagged<OpenInterestPoint>> rows) {
    int n = rows.size();
    String[][] cols = new String[8][n];
    for (int i = 0; i < n; i++) {
      OpenInterestPoint p = rows.get(i).row();
      cols[0][i] = p.exchange();
      cols[1][i] = p.instrument();
      cols[2][i] = rows.get(i).slug();
      cols[3][i] = p.ts().toString();
      cols[4][i] = text(p.openInterest());
      cols[5][i] = text(p.openInterestValue());
      cols[6][i] = text(p.longShortRatio());
      cols[7][i] = text(p.topTraderRatio());
    }
    Tuple args = Tuple.tuple();
    for (String[] c : cols) {
      args.addArrayOfString(c);
    }
    return conn.preparedQuery(OI_SAMPLES).execute(args)
        .map(rs -> new WriteCounts(n, rs.rowCount(), 0, n - rs.rowCount(), 0));
  }

  private static Future<WriteCounts> prune(SqlConnection conn, List<SymbolRow> keep) {
    String[] slugs = keep.stream().map(SymbolRow::slug).toArray(String[]::new);
    return conn.preparedQuery(SYMBOLS_PRUNE).execute(Tuple.tuple().addArrayOfString(slugs))
        .map(rs -> new WriteCounts(0, 0, 0, 0, rs.size()));
  }

  /** Adds one table's counts to the poll's, and its rows to the datasets it serves when it changed. */
  private static WriteCounts note(WriteCounts acc, Map<String, Long> changed, WriteCounts c, String... datasets) {
    if (c.changedAnything()) {
      for (String ds : datasets) {
        changed.merge(ds, (long) c.inserted() - c.deleted(), Long::sum);
      }
    }
    return acc.plus(c);
  }

  private static UnnestUpsert.Column<Tagged<FundingSnapshot>> snap(String name,
      Function<FundingSnapshot, Object> value) {
    return col(name, "numeric", t -> value.apply(t.row()));
  }

  private static String text(java.math.BigDecimal d) {
    return d == null ? null : d.toPlainString();
  }
}
