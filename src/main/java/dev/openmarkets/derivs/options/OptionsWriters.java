package dev.openmarkets.derivs.options;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.partition.PartitionedTable;
import java.time.Duration;
import java.time.ZoneOffset;
import java.util.List;

/**
 * Table writers of the options dataset: option book snapshots, index prices and DVOL candles, all
 * idempotent upserts. Snapshots are kept 30 days by dropping whole daily partitions
 * ({@link #QUOTE_PARTITIONS}), not by deleting rows.
 */
public final class OptionsWriters {
  /** Option snapshots: daily partitions, dropped once 30 days older than the newest snapshot. */
  public static final PartitionedTable QUOTE_PARTITIONS = new PartitionedTable("deribit_option_quotes",
      PartitionedTable.Granularity.DAY, Duration.ofDays(30));

  private static final UnnestUpsert<OptionQuote> QUOTE_UPSERT = UnnestUpsert.partitioned("deribit_option_quotes",
      List.of("currency", "ts", "instrument"), List.of(
          col("currency", "text", OptionQuote::currency),
          col("ts", "timestamptz", q -> q.ts().atOffset(ZoneOffset.UTC)),
          col("instrument", "text", OptionQuote::instrument),
          col("expiry", "date", OptionQuote::expiry),
          col("strike", "numeric", OptionQuote::strike),
          col("option_type", "text", q -> String.valueOf(q.type())),
          col("open_interest", "numeric", OptionQuote::openInterest),
          col("volume", "numeric", OptionQuote::volume),
          col("mark_price", "numeric", OptionQuote::markPrice),
          col("mark_iv", "numeric", OptionQuote::markIv),
          col("underlying_price", "numeric", OptionQuote::underlyingPrice)));

  public static final TableWriter<OptionQuote> QUOTES = QUOTE_UPSERT;

  public static final TableWriter<IndexPrice> INDEX = new UnnestUpsert<>("deribit_index",
      List.of("currency", "ts"), List.of(
          col("currency", "text", IndexPrice::currency),
          col("ts", "timestamptz", p -> p.ts().atOffset(ZoneOffset.UTC)),
          col("index_price", "numeric", IndexPrice::indexPrice),
          col("estimated_delivery_price", "numeric", IndexPrice::estimatedDeliveryPrice)));

  public static final TableWriter<DvolCandle> DVOL = new UnnestUpsert<>("deribit_dvol",
      List.of("currency", "ts"), List.of(
          col("currency", "text", DvolCandle::currency),
          col("ts", "timestamptz", c -> c.ts().atOffset(ZoneOffset.UTC)),
          col("open", "numeric", DvolCandle::open),
          col("high", "numeric", DvolCandle::high),
          col("low", "numeric", DvolCandle::low),
          col("close", "numeric", DvolCandle::close)));

  private OptionsWriters() {
  }

}
