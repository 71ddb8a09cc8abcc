package dev.openmarkets.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import org.junit.jupiter.api.Test;

class AsyncLogHandlerTest {
  /** Collects what reaches it, with the thread that wrote it; waits on a gate before the first record. */
  static final class Collecting extends Handler {
    final List<String> lines = new CopyOnWriteArrayList<>();
    final List<String> threads = new CopyOnWriteArrayList<>();
    final CountDownLatch gate;
    final java.util.concurrent.atomic.AtomicInteger flushes = new java.util.concurrent.atomic.AtomicInteger();

    Collecting(CountDownLatch gate) {
      this.gate = gate;
    }

    @Override
    public void publish(LogRecord r) {
      try {
        gate.await(10, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      lines.add(r.getMessage() + " @" + r.getSourceClassName());
      threads.add(Thread.currentThread().getName());
    }

    @Override
    public void flush() {
      flushes.incrementAndGet();
    }

    @Override
    public void close() {
    }
  }

  @Test
  void writesInOrderOnItsOwnThreadWithTheCallersSource() {
    Collecting target = new Collecting(new CountDownLatch(0));
    AsyncLogHandler h = new AsyncLogHandler(target);
    java.util.logging.Logger log = java.util.logging.Logger.getAnonymousLogger();
    log.setUseParentHandlers(false);
    log.setLevel(Level.ALL);
    log.addHandler(h);
    for (int i = 0; i < 100; i++) {
      log.info("line " + i);
    }
    h.close();
    assertEquals(100, target.lines.size());
    assertEquals("line 0 @" + AsyncLogHandlerTest.class.getName(), target.lines.get(0));
    assertEquals("line 99 @" + AsyncLogHandlerTest.class.getName(), target.lines.get(99));
    assertTrue(target.threads.stream().allMatch("openmarkets-log-writer"::equals), target.threads.toString());
  }

  @Test
  void aFullQueueDropsAndCountsInsteadOfBlockingTheCaller() throws Exception {
    CountDownLatch gate = new CountDownLatch(1);
    Collecting target = new Collecting(gate);
    AsyncLogHandler h = new AsyncLogHandler(target, 4);
    h.publish(new LogRecord(Level.INFO, "first"));
    // the writer holds "first" in the blocked target; wait until it has left the queue
    for (int i = 0; i < 200 && h.queued() > 0; i++) {
      Thread.sleep(10);
    }
    long t0 = System.nanoTime();
    for (int i = 0; i < 10; i++) {
      h.publish(new LogRecord(Level.INFO, "queued " + i));
    }
    assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(1), "publish waited for the writer");
    gate.countDown();
    h.close();
    assertEquals(List.of("first", "6 log records dropped: the log output did not keep up with the service",
        "queued 0", "queued 1", "queued 2", "queued 3"),
        target.lines.stream().map(l -> l.replaceAll(" @.*", "")).toList());
  }

  @Test
  void writesInBatchesNotOnceARecord() throws Exception {
    Collecting target = new Collecting(new CountDownLatch(0));
    AsyncLogHandler h = new AsyncLogHandler(target);
    for (int i = 0; i < 1_000; i++) {
      h.publish(new LogRecord(Level.INFO, "request " + i));
    }
    long t0 = System.nanoTime();
    h.flush();
    assertEquals(1_000, target.lines.size());
    assertTrue(System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(1), "flush wakes the writer");
    // one flush of the output per batch: the writer wakes every 20 ms, not for every record
    assertTrue(target.flushes.get() < 50, target.flushes.get() + " flushes for 1,000 records");
    h.close();
    assertEquals("request 999 @null", target.lines.get(999));
  }
}
