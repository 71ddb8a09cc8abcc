package dev.openmarkets.sec.store;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Several SEC datasets read one table (insiders, insider-transactions and insider-clusters all
 * read insider_trades; the ticker map and filing times feed all seven). These writers name the
 * other datasets they change, so the writer verticle bumps their versions in the same transaction.
 */
final class DatasetBumps {
  private DatasetBumps() {
  }

  /**
   * The writer, declaring as also changed sameRows (datasets whose rows are the table's rows: their
   * counts move too) and derived (other datasets reading it).
   */
  static <R> TableWriter<R> alsoChanging(TableWriter<R> writer, List<String> sameRows, List<String> derived) {
    return new TableWriter<>() {
      @Override
      public Future<WriteCounts> write(SqlConnection conn, List<R> rows) {
        return writer.write(conn, rows);
      }

      @Override
      public Map<String, Long> alsoChanged(WriteCounts counts) {
        Map<String, Long> out = new LinkedHashMap<>();
        derived.forEach(d -> out.put(d, 0L));
        sameRows.forEach(d -> out.put(d, (long) counts.inserted() - counts.deleted()));
        return out;
      }
    };
  }

  static WriteCounts deleted(int n) {
    return new WriteCounts(0, 0, 0, 0, n);
  }
}
