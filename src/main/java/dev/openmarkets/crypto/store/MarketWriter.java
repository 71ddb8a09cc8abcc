package dev.openmarkets.crypto.store;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.PollWrites;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.sqlclient.SqlConnection;
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

  private MarketWriter() {
  }

  /**
   * Hands one poll to the ingest writer, recorded as source "crypto-" + the poll's source, under
   * the dataset it feeds first.
   */
  public static Future<FileOutcome> send(Vertx vertx, VenueData d) {
    String dataset = d.symbols().isEmpty() && d.instruments().isEmpty() ? "funding-rates" : "symbols";
    return PollWrites.send(vertx, dataset, "crypto-" + d.source(), WRITER, List.of(d));
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
