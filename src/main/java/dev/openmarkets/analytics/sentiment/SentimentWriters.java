package dev.openmarkets.analytics.sentiment;

import static dev.openmarkets.ingest.UnnestUpsert.col;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The writers of the sentiment inputs. A GDELT timeline file upserts its buckets (tone or article
 * count, leaving the other column alone) and recomputes, in the same transaction, the asset's
 * hours the file covers (at most the last 7 days of it), so late news reaches the history too.
 */
public final class SentimentWriters {
  /** Hours of history one timeline file may recompute. */
  static final int MAX_HOURS = 168;

  private SentimentWriters() {
  }

  private static final UnnestUpsert<ToneRow> TONE = new UnnestUpsert<>("news_tone", List.of("slug", "ts"), List.of(
      col("slug", "text", ToneRow::slug),
      col("ts", "timestamptz", ToneRow::ts),
      col("tone", "numeric", ToneRow::tone)));

  private static final UnnestUpsert<ToneRow> VOLUME = new UnnestUpsert<>("news_tone", List.of("slug", "ts"), List.of(
      col("slug", "text", ToneRow::slug),
      col("ts", "timestamptz", ToneRow::ts),
      col("article_count", "bigint", ToneRow::articleCount)));

  public static final TableWriter<FearGreedRow> FEAR_GREED = new UnnestUpsert<>("fear_greed", List.of("date"), List.of(
      col("date", "date", FearGreedRow::date),
      col("value", "integer", FearGreedRow::value),
      col("classification", "text", FearGreedRow::classification)));

  public static TableWriter<ToneRow> timeline(SentimentAssets assets, boolean tone) {
    return new ContextWriter<>() {
      @Override
      public Future<WriteCounts> write(SqlConnection conn, List<ToneRow> rows, WriteContext ctx) {
        return (tone ? TONE : VOLUME).write(conn, rows).compose(counts -> recompute(conn, assets, rows, ctx).map(counts));
      }

      @Override
      public Map<String, Long> alsoChanged(WriteCounts counts) {
        return SentimentCompute.READERS;
      }
    };
  }

  private static Future<WriteCounts> recompute(SqlConnection conn, SentimentAssets assets, List<ToneRow> rows,
      WriteContext ctx) {
    if (rows.isEmpty()) {
      return Future.succeededFuture(WriteCounts.NONE);
    }
    Instant newest = rows.stream().map(ToneRow::ts).max(Comparator.naturalOrder()).orElseThrow();
    Instant oldest = rows.stream().map(ToneRow::ts).min(Comparator.naturalOrder()).orElseThrow();
    Instant to = newest.truncatedTo(ChronoUnit.HOURS);
    Instant from = oldest.truncatedTo(ChronoUnit.HOURS);
    Instant floor = to.minus(Duration.ofHours(MAX_HOURS - 1));
    return SentimentCompute.hours(conn, List.of(assets.get(rows.get(0).slug())), from.isBefore(floor) ? floor : from, to, ctx);
  }
}
