package dev.openmarkets.db;

import io.vertx.sqlclient.Pool;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The read path's connections: a small pool per event loop, opened by the first query the family
 * verticles of that loop run. A single pool opens each connection on the event loop that first
 * needs it and then lends it to any loop, so a query was written on one thread and answered on
 * another; with a pool per loop a cache miss is received, queried, decoded and answered on one
 * thread (bench/RESULTS.md, issue 15 fourth session). At most maxPools loops get one (the loops
 * of the HTTP verticles are the ones that query); a query on any further loop uses the shared
 * pool, so the read connections of a node stay at maxPools x the per-loop size.
 */
public final class LoopPools {
  private final Map<Thread, Pool> pools = new ConcurrentHashMap<>();
  private final int maxPools;
  private final Supplier<Pool> open;
  private final Pool shared;

  /** open: builds one loop's pool; shared: the pool used beyond maxPools loops. */
  public LoopPools(int maxPools, Supplier<Pool> open, Pool shared) {
    this.maxPools = maxPools;
    this.open = open;
    this.shared = shared;
  }

  /** The pool of the calling event loop, built on its first query. */
  public Pool forThisLoop() {
    Pool p = pools.get(Thread.currentThread());
    if (p != null) {
      return p;
    }
    synchronized (pools) {
      return pools.size() >= maxPools ? shared : pools.computeIfAbsent(Thread.currentThread(), t -> open.get());
    }
  }
}
