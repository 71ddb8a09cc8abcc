package dev.openmarkets.crypto.store;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.IngestBatch;
import dev.openmarkets.ingest.IngestWriterVerticle;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.DeliveryOptions;
import io.vertx.sqlclient.SqlConnection;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes venue polls ({@link VenueData}) through the ingest writer: one poll is one transaction
 * with its ingest_files record, and the datasets bumped are those whose tables the poll changed
 * (a funding poll may change open interest and not the funding rates).
 */
public final class MarketWriter implements TableWriter<VenueData> {
  public static final MarketWriter WRITER = new MarketWriter();
  private static final DeliveryOptions WRITE = new DeliveryOptions().setSendTimeout(120_000);

  private MarketWriter() {
  }

  /**
   * Hands one poll to the ingest writer, recorded as source "crypto-" + the poll's source under
   * the dataset it feeds first. Pollers wait for this before scheduling their next run, so a slow
   * database slows the polls instead of queueing them. Fails when the database refused the poll.
   */
  @SuppressWarnings("unchecked")
  public static Future<FileOutcome> send(Vertx vertx, VenueData d) {
    String dataset = d.symbols().isEmpty() && d.instruments().isEmpty() ? "funding-rates" : "symbols";
    // a poll is no file: it is named by its source and time, and has no bytes to hash
    IngestBatch batch = new IngestBatch(dataset, "crypto-" + d.source(), d.source() + "-" + Instant.now(), null, "",
        (TableWriter<Object>) (TableWriter<?>) WRITER, List.of(d), null);
    return vertx.eventBus().<FileOutcome>request(IngestWriterVerticle.ADDRESS, batch, WRITE)
        .compose(m -> m.body().loaded() ? Future.succeededFuture(m.body())
            : Future.failedFuture(d.source() + ": " + m.body().reason()));
  }

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<VenueData> rows) {
    return writeFor(null, conn, rows).map(Written::counts);
  }

  /** The datasets are those the polls' tables serve; the batch's own dataset only names the record. */
  @Override
  public Future<Written> writeFor(String dataset, SqlConnection conn, List<VenueData> rows) {
    Future<Written> chain = Future.succeededFuture(new Written(WriteCounts.NONE, Map.of()));
    for (VenueData d : rows) {
      chain = chain.compose(acc -> MarketStore.write(conn, d).map(w -> {
        Map<String, Long> changed = new LinkedHashMap<>(acc.changed());
        w.changed().forEach((ds, n) -> changed.merge(ds, n, Long::sum));
        return new Written(acc.counts().plus(w.counts()), changed);
      }));
    }
    return chain;
  }
}
