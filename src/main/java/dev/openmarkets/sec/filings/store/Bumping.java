package dev.openmarkets.sec.filings.store;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.WriteCounts;
import io.vertx.core.Future;
import io.vertx.sqlclient.SqlConnection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A writer that also names the datasets derived from its table (earnings from events), bumped with it. */
final class Bumping {
  private Bumping() {
  }

  static <R> TableWriter<R> with(TableWriter<R> writer, List<String> derived) {
    return new TableWriter<>() {
      @Override
      public Future<WriteCounts> write(SqlConnection conn, List<R> rows) {
        return writer.write(conn, rows);
      }

      @Override
      public Map<String, Long> alsoChanged(WriteCounts counts) {
        Map<String, Long> out = new LinkedHashMap<>();
        derived.forEach(d -> out.put(d, 0L));
        return out;
      }
    };
  }
}
