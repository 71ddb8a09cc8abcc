package dev.openmarkets.push;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.dataset.feed.FeedSource;
import dev.openmarkets.dataset.feed.Frame;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * The changes stream's events: rows of dataset_changes by position, each
 * `{dataset, version, updatedAt, rows, revised?, keys?}` (rows: what the commit added, negative
 * after deletions; revised: values it revised, versions replaced or closed, only when some were;
 * keys: SEC accession numbers when the commit loaded filings). Filter: a set of
 * dataset names (null: all). Woken by any dataset's bump.
 */
final class ChangesFeedSource implements FeedSource<Set<String>, String> {
  static final String EVENT = "changed";
  private static final String AFTER = SqlResource.load(ChangesFeedSource.class, "changes-after.sql");
  private static final String BACKLOG = SqlResource.load(ChangesFeedSource.class, "changes-backlog.sql");

  private final Pool pool;

  ChangesFeedSource(Pool pool) {
    this.pool = pool;
  }

  @Override
  public String dataset() {
    return null;
  }

  @Override
  public Future<Long> head() {
    return pool.query("SELECT coalesce(max(position), 0) FROM dataset_changes").execute()
        .map(rs -> rs.iterator().next().getLong(0));
  }

  @Override
  public Future<List<Frame<String>>> after(long position, int limit) {
    return pool.preparedQuery(AFTER).execute(Tuple.of(position, limit)).map(ChangesFeedSource::frames);
  }

  @Override
  public Future<Backlog<String>> backlog(Set<String> datasets, long after, long upTo, int max) {
    String[] names = datasets == null ? null : datasets.toArray(new String[0]);
    return pool.preparedQuery(BACKLOG).execute(Tuple.tuple().addLong(after).addLong(upTo).addArrayOfString(names)
        .addInteger(max + 1)).map(rs -> {
          List<Frame<String>> newestFirst = frames(rs);
          boolean truncated = newestFirst.size() > max;
          List<Frame<String>> kept = new ArrayList<>(truncated ? newestFirst.subList(0, max) : newestFirst);
          Collections.reverse(kept);
          return new Backlog<>(kept, truncated);
        });
  }

  @Override
  public boolean matches(Set<String> datasets, String dataset) {
    return datasets.contains(dataset);
  }

  private static List<Frame<String>> frames(RowSet<Row> rs) {
    List<Frame<String>> out = new ArrayList<>(rs.size());
    for (Row r : rs) {
      JsonObject o = new JsonObject()
          .put("dataset", r.getString(1))
          .put("version", r.getLong(2))
          .put("updatedAt", r.getOffsetDateTime(3).toInstant().toString())
          .put("rows", r.getLong(4));
      long revised = r.getLong(6);
      if (revised > 0) {
        o.put("revised", revised);
      }
      String[] keys = r.getArrayOfStrings(5);
      if (keys != null) {
        o.put("keys", new JsonArray(List.of((Object[]) keys)));
      }
      out.add(Frame.of(r.getLong(0), EVENT, o.encode().getBytes(StandardCharsets.UTF_8), r.getString(1)));
    }
    return out;
  }
}
