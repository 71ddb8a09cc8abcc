package dev.openmarkets.analytics.etf;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import java.util.List;

/** The table writers of the ETF flows: holdings, reported flows and daily closes, by natural key. */
public final class EtfWriters {
  private EtfWriters() {
  }

  public static final TableWriter<HoldingRow> HOLDINGS = new UnnestUpsert<>("etf_holdings",
      List.of("ticker", "date"), List.of(
          col("ticker", "text", HoldingRow::ticker),
          col("date", "date", HoldingRow::date),
          col("issuer", "text", HoldingRow::issuer),
          col("asset", "text", HoldingRow::asset),
          col("holdings", "numeric", HoldingRow::holdings)));

  public static final TableWriter<ReportedFlowRow> REPORTED = new UnnestUpsert<>("etf_reported_flows",
      List.of("ticker", "date"), List.of(
          col("ticker", "text", ReportedFlowRow::ticker),
          col("date", "date", ReportedFlowRow::date),
          col("issuer", "text", ReportedFlowRow::issuer),
          col("asset", "text", ReportedFlowRow::asset),
          col("flow_usd", "numeric", ReportedFlowRow::flowUsd)));

  public static final TableWriter<DailyClose> CLOSES = new UnnestUpsert<>("asset_daily_close",
      List.of("asset", "date"), List.of(
          col("asset", "text", DailyClose::asset),
          col("date", "date", DailyClose::date),
          col("close", "numeric", DailyClose::close),
          col("source", "text", DailyClose::source)));
}
