package dev.openmarkets.observe;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;

/**
 * Takes log output off the threads that log: an event loop hands each record to a bounded queue
 * and one daemon thread formats and writes it through the wrapped handler. Writing a line to
 * stderr is a blocking system call that stalls for as long as the reader of the pipe (a terminal,
 * docker's log driver) does; with one access-log line per request it took about a tenth of the
 * event loops' time under load (bench/RESULTS.md). When the queue is full a record is dropped
 * and counted, never waited for: the next written line says how many were lost.
 * The writer wakes every {@link #PERIOD_MILLIS} ms and writes what has arrived in one go: a
 * blocking queue woke it for every record, which cost each request a lock and a futex call on the
 * event loop and a write on the writer (12-27 us of CPU per cache miss, issue 15 fourth session).
 */
public final class AsyncLogHandler extends Handler {
  private static final int CAPACITY = 65_536;
  /** How long log lines may wait to be written. */
  static final long PERIOD_MILLIS = 20;

  private final Handler target;
  private final Queue<LogRecord> queue = new ConcurrentLinkedQueue<>();
  private final AtomicInteger queued = new AtomicInteger();
  private final int capacity;
  private final AtomicLong dropped = new AtomicLong();
  private final Thread writer;
  private volatile boolean closed;

  public AsyncLogHandler(Handler target) {
    this(target, CAPACITY);
  }

  AsyncLogHandler(Handler target, int capacity) {
    this.target = target;
    this.capacity = capacity;
    setLevel(target.getLevel());
    if (target.getFormatter() != null) {
      setFormatter(target.getFormatter());
    }
    writer = new Thread(this::drain, "openmarkets-log-writer");
    writer.setDaemon(true);
    writer.start();
  }

  @Override
  public void publish(LogRecord record) {
    if (closed || !isLoggable(record)) {
      return;
    }
    // the caller is found by walking the stack of the thread that logs: do it here, not on the writer
    record.getSourceClassName();
    if (queued.incrementAndGet() > capacity) {
      queued.decrementAndGet();
      dropped.incrementAndGet();
      return;
    }
    queue.add(record);
  }

  @Override
  public void setFormatter(java.util.logging.Formatter formatter) {
    super.setFormatter(formatter);
    target.setFormatter(formatter);
  }

  private void drain() {
    while (!closed || queued.get() > 0) {
      try {
        LogRecord r;
        while ((r = queue.poll()) != null) {
          queued.decrementAndGet();
          target.publish(r);
          reportDropped();
        }
        reportDropped();
        target.flush();
      } catch (RuntimeException e) {
        reportError("log writer", e, java.util.logging.ErrorManager.WRITE_FAILURE);
      }
      if (Thread.currentThread().isInterrupted()) {
        return;
      }
      if (!closed) {
        LockSupport.parkNanos(this, TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS));
      }
    }
  }

  private void reportDropped() {
    long lost = dropped.getAndSet(0);
    if (lost > 0) {
      target.publish(new LogRecord(Level.WARNING,
          lost + " log records dropped: the log output did not keep up with the service"));
    }
  }

  /** Waits up to a second for the queued records to be written. */
  @Override
  public void flush() {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
    LockSupport.unpark(writer);
    while (queued.get() > 0 && System.nanoTime() < until) {
      Thread.onSpinWait();
      Thread.yield();
    }
    target.flush();
  }

  @Override
  public void close() {
    closed = true;
    LockSupport.unpark(writer);
    try {
      writer.join(2_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    target.close();
  }

  int queued() {
    return queued.get();
  }
}
