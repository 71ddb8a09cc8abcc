package dev.openmarkets.shortsale;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The table writers of the short-sale family: natural keys, column mappings and when each
 * version became public (docs/point-in-time.md §2 "Short sale"). Every table keeps its versions:
 * a corrected file closes the changed rows and adds new versions, known from when we saw it.
 */
final class ShortSaleWriters {
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

  private ShortSaleWriters() {
  }

  /** FINRA publishes each weekday's file by 18:00 ET. */
  static final TableWriter<ShortVolumeRow> SHORT_VOLUME = VersionedUpsert.of("short_volume",
      List.of("symbol", "trade_date"), List.of(
          col("trade_date", "date", ShortVolumeRow::date),
          col("symbol", "text", ShortVolumeRow::symbol),
          col("short_volume", "numeric", ShortVolumeRow::shortVolume),
          col("short_exempt_volume", "numeric", ShortVolumeRow::shortExemptVolume),
          col("total_volume", "numeric", ShortVolumeRow::totalVolume),
          col("market", "text", ShortVolumeRow::market)),
      KnownAt.scheduled((ShortVolumeRow r) -> r.date().atTime(LocalTime.of(18, 0)).atZone(NEW_YORK)))
      .withFields(Map.of("trade_date", "date"));

  /** "About 8 business days" after settlement is an estimate: known when first stored. */
  static final TableWriter<ShortInterestRow> SHORT_INTEREST = VersionedUpsert.of("short_interest",
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
          col("revision_flag", "text", ShortInterestRow::revisionFlag)),
      KnownAt.firstStored());

  /** The SEC's "about two weeks after" the half month is an estimate: known when first stored. */
  static final TableWriter<FailsToDeliverRow> FAILS_TO_DELIVER = VersionedUpsert.of("fails_to_deliver",
      List.of("settlement_date", "cusip"), List.of(
          col("settlement_date", "date", FailsToDeliverRow::settlementDate),
          col("cusip", "text", FailsToDeliverRow::cusip),
          col("symbol", "text", FailsToDeliverRow::symbol),
          col("quantity", "numeric", FailsToDeliverRow::quantity),
          col("description", "text", FailsToDeliverRow::description),
          col("price", "numeric", FailsToDeliverRow::price)),
      KnownAt.firstStored());

  /** The markets publish a day's list by 03:00 ET the next day. */
  private static final VersionedUpsert<ThresholdRow> THRESHOLD_UPSERT = VersionedUpsert.of("threshold_list",
      List.of("list_date", "market", "symbol"), List.of(
          col("list_date", "date", ThresholdRow::date),
          col("market", "text", ThresholdRow::market),
          col("symbol", "text", ThresholdRow::symbol),
          col("security_name", "text", ThresholdRow::securityName)),
      KnownAt.scheduled((ThresholdRow r) -> r.date().plusDays(1).atTime(LocalTime.of(3, 0)).atZone(NEW_YORK)))
      .withFields(Map.of("list_date", "date"));

  /**
   * A threshold file is the whole list of one market on one date: symbols it no longer names are
   * closed (they left the list when we learned it), so loading a corrected file replaces the list
   * instead of merging into it, and the earlier list stays answerable as of before.
   */
  static final TableWriter<ThresholdRow> THRESHOLD_LIST = new ContextWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<ThresholdRow> rows, WriteContext ctx) {
      return writeFor("threshold-list", conn, rows, ctx).map(Written::counts);
    }

    @Override
    public Future<Written> writeFor(String dataset, SqlConnection conn, List<ThresholdRow> rows, WriteContext ctx) {
      return THRESHOLD_UPSERT.writeFor(dataset, conn, rows, ctx).compose(w -> THRESHOLD_UPSERT
          .closeMissingKeys(conn, List.of("list_date", "market"), rows, null, ctx).map(closed -> {
            WriteCounts c = w.counts();
            List<String> keys = new ArrayList<>(w.revisedKeys());
            keys.addAll(closed);
            return written(dataset, new WriteCounts(c.total(), c.inserted(), c.updated(), c.unchanged(), closed.size()))
                .withRevisedKeys(keys);
          }));
    }
  };
}
