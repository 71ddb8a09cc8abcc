package dev.openmarkets.analytics.etf;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.VersionedUpsert;
import java.util.List;
import java.util.Map;

/**
 * The table writers of the ETF flows, by natural key. Holdings and reported flows keep versions
 * (point in time): neither upstream states when it published a figure, so a version is known from
 * when it was first stored, and a file that changes a figure closes the one held (a revision). The
 * daily closes are committed candles, never revised: an observation known at its candle's end.
 */
public final class EtfWriters {
  private EtfWriters() {
  }

  public static final VersionedUpsert<HoldingRow> HOLDINGS = VersionedUpsert.of("etf_holdings",
      List.of("ticker", "date"), List.of(
          col("ticker", "text", HoldingRow::ticker),
          col("date", "date", HoldingRow::date),
          col("issuer", "text", HoldingRow::issuer),
          col("asset", "text", HoldingRow::asset),
          col("holdings", "numeric", HoldingRow::holdings)), KnownAt.firstStored());

  public static final VersionedUpsert<ReportedFlowRow> REPORTED = VersionedUpsert.of("etf_reported_flows",
      List.of("ticker", "date"), List.of(
          col("ticker", "text", ReportedFlowRow::ticker),
          col("date", "date", ReportedFlowRow::date),
          col("issuer", "text", ReportedFlowRow::issuer),
          col("asset", "text", ReportedFlowRow::asset),
          col("flow_usd", "numeric", ReportedFlowRow::flowUsd)), KnownAt.firstStored())
      .withFields(Map.of("flow_usd", "flowUsd"));

  public static final TableWriter<DailyClose> CLOSES = new UnnestUpsert<>("asset_daily_close",
      List.of("asset", "date"), List.of(
          col("asset", "text", DailyClose::asset),
          col("date", "date", DailyClose::date),
          col("close", "numeric", DailyClose::close),
          col("source", "text", DailyClose::source)));
}
