package dev.openmarkets.crypto.push;

import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.dataset.feed.FeedSource;
import dev.openmarkets.dataset.feed.Frame;
import dev.openmarkets.render.RowObjects;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.RowSet;
import io.vertx.sqlclient.Tuple;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The liquidation stream's events: rows of liquidation_events by id, each sent as the object a
 * row of liquidations/recent is (same fields, same bytes), event name "liquidation". The dataset
 * hands its fields in, so this package sits below the declarations rather than beside them.
 */
public final class LiquidationFeedSource implements FeedSource<LiquidationFilter, LiquidationFilter.Attrs> {
  public static final String EVENT = "liquidation";
  private static final String AFTER = SqlResource.load(LiquidationFeedSource.class, "liquidation-stream-after.sql");
  private static final String BACKLOG = SqlResource.load(LiquidationFeedSource.class, "liquidation-stream-backlog.sql");

  private final Pool pool;
  private final RowObjects rows;

  /** fields: those of liquidations/recent, whose rows the events are. */
  public LiquidationFeedSource(Pool pool, List<Field> fields) {
    this.pool = pool;
    this.rows = new RowObjects(fields);
  }

  @Override
  public String dataset() {
    return "liquidations-recent";
  }

  @Override
  public Future<Long> head() {
    return pool.query("SELECT coalesce(max(id), 0) FROM liquidation_events").execute()
        .map(rs -> rs.iterator().next().getLong(0));
  }

  @Override
  public Future<List<Frame<LiquidationFilter.Attrs>>> after(long position, int limit) {
    return pool.preparedQuery(AFTER).execute(Tuple.of(position, limit)).map(this::frames);
  }

  @Override
  public Future<Backlog<LiquidationFilter.Attrs>> backlog(LiquidationFilter f, long after, long upTo, int max) {
    Tuple args = f == null ? Tuple.of(after, upTo, null, null, null, null, max + 1)
        : Tuple.of(after, upTo, f.symbol(), f.exchange(), f.side(), f.minUsd(), max + 1);
    return pool.preparedQuery(BACKLOG).execute(args).map(rs -> {
      List<Frame<LiquidationFilter.Attrs>> newestFirst = frames(rs);
      boolean truncated = newestFirst.size() > max;
      List<Frame<LiquidationFilter.Attrs>> kept = new ArrayList<>(truncated ? newestFirst.subList(0, max) : newestFirst);
      Collections.reverse(kept);
      return new Backlog<>(kept, truncated);
    });
  }

  @Override
  public boolean matches(LiquidationFilter filter, LiquidationFilter.Attrs attrs) {
    return filter.matches(attrs);
  }

  private List<Frame<LiquidationFilter.Attrs>> frames(RowSet<Row> rs) {
    List<Frame<LiquidationFilter.Attrs>> out = new ArrayList<>(rs.size());
    for (Row r : rs) {
      LiquidationFilter.Attrs a = new LiquidationFilter.Attrs(r.getString(1), r.getString(9), r.getString(10),
          r.getString(6), r.getString(2), new BigDecimal(r.getString(5)));
      out.add(Frame.of(r.getLong(0), EVENT, rows.render(r), a));
    }
    return out;
  }
}
