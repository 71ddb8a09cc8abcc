package dev.openmarkets.db;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Logger;

/**
 * The read replicas of dbReadUrls, for the API's cache misses. Every CHECK_MILLIS each replica is
 * asked, within DEADLINE_MILLIS, how far it has replayed the primary's WAL; one that does not
 * answer in time is down, one more than maxLagMillis behind the primary is lagging, and both are
 * left out until a check finds them healthy again. A read goes to a healthy replica only when it
 * has replayed past the WAL position of the dataset's current version ({@code DatasetState}), so
 * an answer filed under a version is never older than it; otherwise it goes to the primary.
 *
 * <p>Lag is time, not bytes: how long ago the primary first passed the position the replica has
 * replayed, from the primary's positions sampled at each check (a replica with nothing to replay
 * has no lag, however long ago the last commit was).
 */
public final class ReadReplicas implements AutoCloseable {
  private static final Logger LOG = Logger.getLogger(ReadReplicas.class.getName());
  static final long CHECK_MILLIS = 500;
  static final long DEADLINE_MILLIS = 1_000;
  private static final String PRIMARY_LSN = "SELECT (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::int8";
  private static final String REPLAYED = "SELECT (pg_last_wal_replay_lsn() - '0/0'::pg_lsn)::int8";

  /** One replica: its pool and what the last check found. */
  public static final class Replica {
    final String name;
    final Pool pool;
    volatile String state = "starting";
    volatile String reason = "not checked yet";
    volatile long replayed = -1;
    volatile long lagMillis = -1;

    Replica(String name, Pool pool) {
      this.name = name;
      this.pool = pool;
    }

    boolean usable() {
      return "up".equals(state);
    }

    /** host:port/database, the replica's label on /stats and /metrics. */
    public String name() {
      return name;
    }

    /** up, lagging, down or starting. */
    public String state() {
      return state;
    }

    /** How far its replay trails the primary; -1 before its first check. */
    public long lagMillis() {
      return lagMillis;
    }
  }

  private record Sample(long atMillis, long lsn) {
  }

  private final Vertx vertx;
  private final Pool primary;
  private final List<Replica> replicas = new ArrayList<>();
  private final long maxLagMillis;
  private final Deque<Sample> primaryPositions = new ArrayDeque<>();
  private final AtomicInteger next = new AtomicInteger();
  private volatile boolean closed;

  /** replicaUrls: postgresql:// URLs; open: builds a pool for one. */
  public ReadReplicas(Vertx vertx, Pool primary, List<DbUrl> replicaUrls, java.util.function.Function<DbUrl, Pool> open,
      long maxLagMillis) {
    this.vertx = vertx;
    this.primary = primary;
    this.maxLagMillis = maxLagMillis;
    for (DbUrl u : replicaUrls) {
      replicas.add(new Replica(u.host() + ":" + u.port() + "/" + u.database(), open.apply(u)));
    }
  }

  public boolean any() {
    return !replicas.isEmpty();
  }

  /** A healthy replica that has replayed past lsn, taken in turn; null: read from the primary. */
  public Pool forRead(long lsn) {
    int n = replicas.size();
    if (n == 0) {
      return null;
    }
    int start = Math.floorMod(next.getAndIncrement(), n);
    for (int i = 0; i < n; i++) {
      Replica r = replicas.get((start + i) % n);
      if (r.usable() && r.replayed >= lsn) {
        return r.pool;
      }
    }
    return null;
  }

  /** A read on this pool failed as an outage: leave its replica out until a check finds it healthy. */
  public void failed(Pool pool, Throwable err) {
    for (Replica r : replicas) {
      if (r.pool == pool && r.usable()) {
        mark(r, "down", "a read failed: " + err);
      }
    }
  }

  /** Starts the checks; the first has run when the future completes. */
  public Future<Void> start() {
    if (replicas.isEmpty()) {
      return Future.succeededFuture();
    }
    return check().onComplete(ar -> schedule());
  }

  private void schedule() {
    if (!closed) {
      vertx.setTimer(CHECK_MILLIS, id -> check().onComplete(ar -> schedule()));
    }
  }

  private Future<Void> check() {
    return primary.query(PRIMARY_LSN).execute()
        .timeout(DEADLINE_MILLIS, TimeUnit.MILLISECONDS)
        .map(rows -> rows.iterator().next().getLong(0))
        .compose(lsn -> {
          long now = System.currentTimeMillis();
          synchronized (primaryPositions) {
            primaryPositions.addLast(new Sample(now, lsn));
            // enough history to tell a lag past the bound, and a little more
            while (primaryPositions.size() > 2 && primaryPositions.peekFirst().atMillis() < now - 2 * maxLagMillis) {
              primaryPositions.removeFirst();
            }
          }
          List<Future<Void>> all = new ArrayList<>();
          replicas.forEach(r -> all.add(check(r, now)));
          return Future.join(all).<Void>mapEmpty().otherwiseEmpty();
        })
        // the primary did not answer: the replicas keep their last state; reads fall to the primary anyway
        .otherwiseEmpty();
  }

  private Future<Void> check(Replica r, long now) {
    return r.pool.query(REPLAYED).execute()
        .timeout(DEADLINE_MILLIS, TimeUnit.MILLISECONDS)
        .map(rows -> {
          Row row = rows.iterator().next();
          Long replayed = row.getLong(0);
          if (replayed == null) {
            mark(r, "down", "not a standby (pg_last_wal_replay_lsn() is null): it would serve its own writes");
            return null;
          }
          r.replayed = replayed;
          r.lagMillis = lagMillis(replayed, now);
          if (r.lagMillis > maxLagMillis) {
            mark(r, "lagging", "replay " + r.lagMillis + " ms behind the primary, over dbReadMaxLagMillis "
                + maxLagMillis);
          } else {
            mark(r, "up", null);
          }
          return null;
        })
        .recover(err -> {
          mark(r, "down", err instanceof java.util.concurrent.TimeoutException
              ? "no answer within " + DEADLINE_MILLIS + " ms" : String.valueOf(err));
          return Future.succeededFuture();
        })
        .mapEmpty();
  }

  /** How long ago the primary first passed what the replica replayed; 0 when it has replayed all. */
  private long lagMillis(long replayed, long now) {
    synchronized (primaryPositions) {
      for (Sample s : primaryPositions) {
        if (s.lsn() > replayed) {
          return now - s.atMillis();
        }
      }
    }
    return 0;
  }

  private void mark(Replica r, String state, String reason) {
    if (!state.equals(r.state)) {
      String was = r.state;
      LOG.info(() -> "read replica " + r.name + ": " + was + " -> " + state + (reason == null ? "" : " (" + reason + ")"));
    }
    r.state = state;
    r.reason = reason;
  }

  /** For /stats: each replica's name, state, why, lag and replayed position. */
  public JsonArray describe() {
    JsonArray out = new JsonArray();
    for (Replica r : replicas) {
      out.add(new JsonObject()
          .put("replica", r.name)
          .put("state", r.state)
          .put("reason", r.reason)
          .put("lagMillis", r.lagMillis < 0 ? null : r.lagMillis)
          .put("replayedLsn", r.replayed < 0 ? null : lsnText(r.replayed)));
    }
    return out;
  }

  public List<Replica> replicas() {
    return List.copyOf(replicas);
  }

  /** The pg_lsn spelling of a byte position: high and low 32 bits in hex. */
  static String lsnText(long lsn) {
    return Long.toHexString(lsn >>> 32).toUpperCase() + "/" + Long.toHexString(lsn & 0xFFFFFFFFL).toUpperCase();
  }

  @Override
  public void close() {
    closed = true;
    replicas.forEach(r -> r.pool.close());
  }
}
