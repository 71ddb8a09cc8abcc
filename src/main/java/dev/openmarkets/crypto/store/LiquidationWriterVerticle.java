package dev.openmarkets.crypto.store;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.ingest.VersionBumps;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.VerticleBase;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.sqlclient.Pool;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The batching writer of liquidation events. Streams send {@link LiquidationEvents} to
 * {@link #ADDRESS}; events are queued and written in batches of at most maxBatch, as soon as a
 * batch is full or `linger` after the first queued event, one transaction per batch (events,
 * hourly totals, dataset versions and NOTIFY together). One batch is in flight at a time, so
 * batches commit in arrival order; a failed batch goes back to the head of the queue and is
 * retried with growing delays (the upsert on event_key makes a retry harmless). The queue is
 * bounded: past maxQueued the oldest events are dropped and counted.
 */
public final class LiquidationWriterVerticle extends VerticleBase {
  public static final String ADDRESS = "openmarkets.crypto.liquidations";
  private static final Logger LOG = Logger.getLogger(LiquidationWriterVerticle.class.getName());
  // while stopping: a few quick retries, not the running back-off (the stop has a 10 s budget)
  private static final int DRAIN_ATTEMPTS = 5;
  private static final long DRAIN_RETRY_MILLIS = 200;

  private final Pool pool;
  private final int maxBatch;
  private final long lingerMillis;
  private final int maxQueued;
  private final ArrayDeque<LiquidationEvent> queue = new ArrayDeque<>();
  private final AtomicLong received = new AtomicLong();
  private final AtomicLong inserted = new AtomicLong();
  private final AtomicLong dropped = new AtomicLong();
  private boolean flushing;
  private long timer = -1;
  private int failures;
  private Promise<Void> drained;
  private MessageConsumer<LiquidationEvents> consumer;

  public LiquidationWriterVerticle(Pool pool) {
    this(pool, 5_000, 250, 1_000_000);
  }

  public LiquidationWriterVerticle(Pool pool, int maxBatch, long lingerMillis, int maxQueued) {
    this.pool = pool;
    this.maxBatch = maxBatch;
    this.lingerMillis = lingerMillis;
    this.maxQueued = maxQueued;
  }

  @Override
  public Future<?> start() {
    CryptoCodecs.register(vertx.eventBus());
    Metrics.of(vertx).liquidations(this, LiquidationWriterVerticle::received, LiquidationWriterVerticle::inserted,
        LiquidationWriterVerticle::dropped);
    consumer = vertx.eventBus().consumer(ADDRESS, msg -> enqueue(msg.body().events()));
    return consumer.completion();
  }

  /**
   * Stops accepting, then writes what is queued before stopping (SIGTERM flushes ingest batches):
   * no event is accepted after the queue was drained.
   */
  @Override
  public Future<?> stop() {
    return consumer.unregister()
        .recover(e -> Future.succeededFuture())
        .compose(v -> drain());
  }

  private Future<Void> drain() {
    if (queue.isEmpty() && !flushing) {
      return Future.succeededFuture();
    }
    drained = Promise.promise();
    flush();
    return drained.future().timeout(10, java.util.concurrent.TimeUnit.SECONDS)
        .recover(e -> Future.succeededFuture());
  }

  /** Events handed to the writer so far. */
  public long received() {
    return received.get();
  }

  /** Events that were new and are committed. */
  public long inserted() {
    return inserted.get();
  }

  public long dropped() {
    return dropped.get();
  }

  private void enqueue(List<LiquidationEvent> events) {
    received.addAndGet(events.size());
    queue.addAll(events);
    while (queue.size() > maxQueued) {
      queue.pollFirst();
      dropped.incrementAndGet();
    }
    if (queue.size() >= maxBatch) {
      flush();
    } else if (timer == -1 && !flushing) {
      timer = vertx.setTimer(lingerMillis, id -> {
        timer = -1;
        flush();
      });
    }
  }

  private void flush() {
    if (flushing || queue.isEmpty()) {
      return;
    }
    if (timer != -1) {
      vertx.cancelTimer(timer);
      timer = -1;
    }
    List<LiquidationEvent> batch = new ArrayList<>(Math.min(maxBatch, queue.size()));
    while (batch.size() < maxBatch && !queue.isEmpty()) {
      batch.add(queue.pollFirst());
    }
    flushing = true;
    LiquidationStore.write(pool, batch).onComplete(ar -> {
      flushing = false;
      if (ar.succeeded()) {
        failures = 0;
        inserted.addAndGet(ar.result().inserted());
        if (ar.result().inserted() > 0) {
          VersionBumps.publishLocally(vertx, LiquidationStore.DATASETS);
        }
        afterFlush();
      } else {
        failures++;
        LOG.log(Level.WARNING, "liquidation batch of " + batch.size() + " failed (attempt " + failures + ")", ar.cause());
        for (int i = batch.size() - 1; i >= 0; i--) {
          queue.addFirst(batch.get(i));
        }
        if (drained != null && failures >= DRAIN_ATTEMPTS) {
          // stopping with a database that keeps refusing (closed pool, outage): what is queued
          // cannot be written by this process; count it as dropped rather than retry until killed
          LOG.warning(() -> "stopping: " + queue.size() + " queued liquidation events dropped after " + failures
              + " failed writes");
          dropped.addAndGet(queue.size());
          queue.clear();
          drained.tryComplete();
          return;
        }
        long delay = Math.min(30_000L, 100L << Math.min(failures, 8));
        timer = vertx.setTimer(drained != null ? DRAIN_RETRY_MILLIS : delay, id -> {
          timer = -1;
          flush();
        });
      }
    });
  }

  private void afterFlush() {
    if (queue.isEmpty()) {
      if (drained != null) {
        drained.tryComplete();
      }
    } else if (queue.size() >= maxBatch || drained != null) {
      flush();
    } else if (timer == -1) {
      timer = vertx.setTimer(lingerMillis, id -> {
        timer = -1;
        flush();
      });
    }
  }
}
