package dev.openmarkets.shortsale;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The table writers of the short-sale family: natural keys and column mappings. */
final class ShortSaleWriters {
  private ShortSaleWriters() {
  }

  static final TableWriter<ShortVolumeRow> SHORT_VOLUME = new UnnestUpsert<>("short_volume",
      List.of("symbol", "trade_date"), List.of(
          col("trade_date", "date", ShortVolumeRow::date),
          col("symbol", "text", ShortVolumeRow::symbol),
          col("short_volume", "numeric", ShortVolumeRow::shortVolume),
          col("short_exempt_volume", "numeric", ShortVolumeRow::shortExemptVolume),
          col("total_volume", "numeric", ShortVolumeRow::totalVolume),
          col("market", "text", ShortVolumeRow::market)));

  static final TableWriter<ShortInterestRow> SHORT_INTEREST = new UnnestUpsert<>("short_interest",
      List.of("symbol", "settlement_date"), List.of(
          col("settlement_date", "date", ShortInterestRow::settlementDate),
          col("symbol", "text", ShortInterestRow::symbol),
          col("issue_name", "text", ShortInterestRow::issueName),
          col("market_class", "text", ShortInterestRow::marketClass),
          col("short_qty", "numeric", ShortInterestRow::shortQty),
          col("previous_short_qty", "numeric", ShortInterestRow::previousShortQty),
          col("avg_daily_vol", "numeric", ShortInterestRow::avgDailyVol),
          col("days_to_cover", "numeric", ShortInterestRow::daysToCover),
          col("change_pct", "numeric", ShortInterestRow::changePct),
          col("revision_flag", "text", ShortInterestRow::revisionFlag)));

  static final TableWriter<FailsToDeliverRow> FAILS_TO_DELIVER = new UnnestUpsert<>("fails_to_deliver",
      List.of("settlement_date", "cusip"), List.of(
          col("settlement_date", "date", FailsToDeliverRow::settlementDate),
          col("cusip", "text", FailsToDeliverRow::cusip),
          col("symbol", "text", FailsToDeliverRow::symbol),
          col("quantity", "numeric", FailsToDeliverRow::quantity),
          col("description", "text", FailsToDeliverRow::description),
          col("price", "numeric", FailsToDeliverRow::price)));

  private static final UnnestUpsert<ThresholdRow> THRESHOLD_UPSERT = new UnnestUpsert<>("threshold_list",
      List.of("list_date", "market", "symbol"), List.of(
          col("list_date", "date", ThresholdRow::date),
          col("market", "text", ThresholdRow::market),
          col("symbol", "text", ThresholdRow::symbol),
          col("security_name", "text", ThresholdRow::securityName)));

  /**
   * A threshold file is the whole list of one market on one date: symbols it no longer names are
   * deleted, so loading a corrected file replaces the list instead of merging into it.
   */
  static final TableWriter<ThresholdRow> THRESHOLD_LIST = new TableWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<ThresholdRow> rows) {
      return THRESHOLD_UPSERT.write(conn, rows).compose(counts -> deleteMissing(conn, rows).map(deleted ->
          new WriteCounts(counts.total(), counts.inserted(), counts.updated(), counts.unchanged(), deleted)));
    }
  };

  private static Future<Integer> deleteMissing(SqlConnection conn, List<ThresholdRow> rows) {
    Map<String, List<String>> symbolsByList = new LinkedHashMap<>();
    for (ThresholdRow r : rows) {
      symbolsByList.computeIfAbsent(r.date() + "|" + r.market(), k -> new ArrayList<>()).add(r.symbol());
    }
    Future<Integer> total = Future.succeededFuture(0);
    for (Map.Entry<String, List<String>> e : symbolsByList.entrySet()) {
      String[] key = e.getKey().split("\\|");
      total = total.compose(n -> conn.preparedQuery(
              "DELETE FROM threshold_list WHERE list_date = $1 AND market = $2 AND NOT (symbol = ANY($3))")
          .execute(Tuple.of(LocalDate.parse(key[0]), key[1], e.getValue().toArray(new String[0])))
          .map(rs -> n + rs.rowCount()));
    }
    return total;
  }
}
