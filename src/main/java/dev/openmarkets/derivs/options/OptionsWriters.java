package dev.openmarkets.derivs.options;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.ZoneOffset;
import java.util.List;

/**
 * Table writers of the options dataset: option book snapshots (with their 30-day retention, applied
 * in the same transaction), index prices and DVOL candles, all idempotent upserts.
 */
public final class OptionsWriters {
  /** Option snapshots older than this before the newest one written are deleted. */
  public static final int QUOTE_RETENTION_DAYS = 30;

  private static final UnnestUpsert<OptionQuote> QUOTE_UPSERT = new UnnestUpsert<>("deribit_option_quotes",
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

  public static final TableWriter<OptionQuote> QUOTES = (conn, rows) -> QUOTE_UPSERT.write(conn, rows)
      .compose(counts -> retain(conn, rows).map(deleted -> counts.plus(new WriteCounts(0, 0, 0, 0, deleted))));

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

  private static Future<Integer> retain(SqlConnection conn, List<OptionQuote> rows) {
    if (rows.isEmpty()) {
      return Future.succeededFuture(0);
    }
    OptionQuote first = rows.get(0);
    return conn.preparedQuery("DELETE FROM deribit_option_quotes WHERE currency = $1 AND ts < $2::timestamptz - "
            + "make_interval(days => $3)")
        .execute(Tuple.of(first.currency(), first.ts().atOffset(ZoneOffset.UTC), QUOTE_RETENTION_DAYS))
        .map(rs -> rs.rowCount());
  }
}
