package dev.openmarkets.http;

import java.util.concurrent.atomic.LongAdder;

/** Process-wide counters for /stats and /metrics; contention-free across event loops. */
public final class Metrics {
  public final LongAdder served = new LongAdder();
  public final LongAdder rateLimited = new LongAdder();
  public final LongAdder invalidKey = new LongAdder();
  public final LongAdder clientErrors = new LongAdder();
  public final LongAdder serverErrors = new LongAdder();
  public final LongAdder notModified = new LongAdder();
  public final LongAdder cacheHits = new LongAdder();
  public final LongAdder cacheMisses = new LongAdder();
  public final LongAdder datasetQueries = new LongAdder();
  public final LongAdder csvExports = new LongAdder();
}
