package dev.openmarkets.sec.facts;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Adds companies to the watch list; a company already there moves its since date forward only
 * (an older index or frames file never hides a newer filing). Re-importing changes nothing.
 */
final class WatchWriter implements TableWriter<WatchRow> {
  private static final String UPSERT = SqlResource.load(WatchWriter.class, "watch-upsert.sql");

  @Override
  public Future<WriteCounts> write(SqlConnection conn, List<WatchRow> rows) {
    Map<String, WatchRow> newest = new LinkedHashMap<>();
    for (WatchRow r : rows) {
      newest.merge(r.cik(), r, (a, b) -> b.since().isAfter(a.since()) ? b : a);
    }
    int n = newest.size();
    String[] ciks = new String[n];
    String[] reasons = new String[n];
    LocalDate[] since = new LocalDate[n];
    int i = 0;
    for (WatchRow r : newest.values()) {
      ciks[i] = r.cik();
      reasons[i] = r.reason();
      since[i++] = r.since();
    }
    return conn.preparedQuery(UPSERT).execute(Tuple.tuple().addArrayOfString(ciks).addArrayOfString(reasons).addArrayOfLocalDate(since)).map(rs -> {
      WriteCounts c = WriteCounts.flagged(rs, n);
      return new WriteCounts(rows.size(), c.inserted(), c.updated(), c.unchanged(), 0);
    });
  }
}
