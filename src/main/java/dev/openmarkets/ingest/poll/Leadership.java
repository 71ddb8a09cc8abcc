package dev.openmarkets.ingest.poll;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.shareddata.Shareable;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Logger;

/**
 * Which node of the fleet runs each poller and stream: a lease per poller name in the
 * poller_leases table, taken when free or expired and renewed by its holder every third of the
 * lease time, all names of this node in one statement. A node that dies stops renewing and the
 * lease passes to another node after at most the lease time plus one renewal period; a node that
 * stops releases its leases at once. A node trusts its own lease only until (local monotonic time
 * at the start of the last successful renewal + lease time - one renewal period), so it gives up
 * before the database would let another node take over even if it cannot reach the database.
 *
 * <p>Leases rather than session advisory locks: a lease survives a connection pooler in
 * transaction mode and a reconnect, shows its holder (host, pid) to /stats from a plain table,
 * and costs one small UPDATE per node every few seconds.
 */
public final class Leadership implements Shareable {
  private static final Logger LOG = Logger.getLogger(Leadership.class.getName());
  private static final String MAP = "openmarkets.fleet";

  private final Pool pool;
  private final long leaseMillis;
  private final String node;
  private final String host;
  private final long pid;
  private final Set<String> wanted = ConcurrentHashMap.newKeySet();
  private final Map<String, Long> heldUntilNanos = new ConcurrentHashMap<>();
  private final boolean solo;
  private Vertx vertx;
  private long timer = -1;
  private volatile boolean closed;

  private Leadership(Pool pool, long leaseMillis, boolean solo) {
    this.pool = pool;
    this.leaseMillis = leaseMillis;
    this.solo = solo;
    this.host = hostName();
    this.pid = ProcessHandle.current().pid();
    this.node = host + ":" + pid + ":" + UUID.randomUUID().toString().substring(0, 8);
  }

  /** Leases in poller_leases, renewed every leaseMillis / 3. */
  public static Leadership leased(Pool pool, long leaseMillis) {
    return new Leadership(pool, leaseMillis, false);
  }

  /** Always the leader: a single process that shares no database (tests of a poller on a bare Vert.x). */
  public static Leadership solo() {
    return new Leadership(null, 0, true);
  }

  /** Makes this the leadership every poller deployed on this Vert.x instance asks. */
  public Leadership install(Vertx vertx) {
    this.vertx = vertx;
    vertx.sharedData().getLocalMap(MAP).put("leadership", this);
    if (!solo) {
      timer = vertx.setPeriodic(renewMillis(), renewMillis(), id -> renew());
    }
    return this;
  }

  /** The leadership installed on this Vert.x instance, or a solo one when none was. */
  public static Leadership of(Vertx vertx) {
    Object l = vertx.sharedData().getLocalMap(MAP).get("leadership");
    return l instanceof Leadership leadership ? leadership : solo();
  }

  public String node() {
    return node;
  }

  public long renewMillis() {
    return Math.max(200, leaseMillis / 3);
  }

  /** True while this node holds the poller's lease (it asked for it and renewed in time). */
  public boolean holds(String poller) {
    if (solo) {
      return true;
    }
    Long until = heldUntilNanos.get(poller);
    return until != null && System.nanoTime() < until;
  }

  /** Asks for the poller's lease now (and at every renewal from now on); true when this node holds it. */
  public Future<Boolean> acquire(String poller) {
    if (solo) {
      return Future.succeededFuture(true);
    }
    wanted.add(poller);
    return take(Set.of(poller)).map(held -> held.contains(poller));
  }

  /** Gives the poller's lease up (a poller that stops), so another node takes it without waiting. */
  public Future<Void> release(String poller) {
    wanted.remove(poller);
    heldUntilNanos.remove(poller);
    if (solo || closed) {
      return Future.succeededFuture();
    }
    return pool.preparedQuery("DELETE FROM poller_leases WHERE poller = $1 AND node = $2")
        .execute(Tuple.of(poller, node))
        .mapEmpty();
  }

  /** Releases every lease of this node (graceful stop). */
  public Future<Void> close() {
    if (solo || closed) {
      return Future.succeededFuture();
    }
    closed = true;
    if (vertx != null && timer >= 0) {
      vertx.cancelTimer(timer);
    }
    wanted.clear();
    heldUntilNanos.clear();
    return pool.preparedQuery("DELETE FROM poller_leases WHERE node = $1")
        .execute(Tuple.of(node))
        .<Void>mapEmpty()
        .recover(err -> Future.succeededFuture());
  }

  private void renew() {
    if (closed || wanted.isEmpty()) {
      return;
    }
    take(new HashSet<>(wanted)).onFailure(err -> LOG.fine(() -> "lease renewal failed: " + err.getMessage()));
  }

  /** Takes or renews the named leases in one statement; returns those this node now holds. */
  private Future<Set<String>> take(Set<String> names) {
    long started = System.nanoTime();
    return pool.preparedQuery("""
            INSERT INTO poller_leases (poller, node, host, pid, acquired_at, renewed_at, expires_at)
            SELECT p, $2, $3, $4, now(), now(), now() + make_interval(secs => $5::double precision / 1000)
            FROM unnest($1::text[]) AS p
            ON CONFLICT (poller) DO UPDATE SET node = EXCLUDED.node, host = EXCLUDED.host, pid = EXCLUDED.pid,
              acquired_at = CASE WHEN poller_leases.node = EXCLUDED.node THEN poller_leases.acquired_at ELSE now() END,
              renewed_at = now(), expires_at = EXCLUDED.expires_at
            WHERE poller_leases.node = EXCLUDED.node OR poller_leases.expires_at < now()
            RETURNING poller""")
        .execute(Tuple.of(names.toArray(new String[0]), node, host, pid, leaseMillis))
        .map(rows -> {
          Set<String> held = new HashSet<>();
          for (Row r : rows) {
            held.add(r.getString(0));
          }
          long until = started + (leaseMillis - renewMillis()) * 1_000_000L;
          for (String n : names) {
            if (held.contains(n) && wanted.contains(n) && !closed) {
              if (heldUntilNanos.put(n, until) == null) {
                LOG.info(() -> n + ": this node (" + node + ") now runs it");
              }
            } else if (heldUntilNanos.remove(n) != null) {
              LOG.info(() -> n + ": lease passed to another node");
            }
          }
          return held;
        });
  }

  private static String hostName() {
    String env = System.getenv("HOSTNAME");
    if (env != null && !env.isBlank()) {
      return env;
    }
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (Exception e) {
      return ManagementFactory.getRuntimeMXBean().getName();
    }
  }
}
