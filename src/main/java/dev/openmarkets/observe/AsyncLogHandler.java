package dev.openmarkets.observe;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
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
 */
public final class AsyncLogHandler extends Handler {
  private static final int CAPACITY = 65_536;

  private final Handler target;
  private final BlockingQueue<LogRecord> queue;
  private final AtomicLong dropped = new AtomicLong();
  private final Thread writer;
  private volatile boolean closed;

  public AsyncLogHandler(Handler target) {
    this(target, CAPACITY);
  }

  AsyncLogHandler(Handler target, int capacity) {
    this.target = target;
    this.queue = new ArrayBlockingQueue<>(capacity);
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
    if (!queue.offer(record)) {
      dropped.incrementAndGet();
    }
  }

  @Override
  public void setFormatter(java.util.logging.Formatter formatter) {
    super.setFormatter(formatter);
    target.setFormatter(formatter);
  }

  private void drain() {
    while (!closed || !queue.isEmpty()) {
      try {
        LogRecord r = queue.poll(100, TimeUnit.MILLISECONDS);
        if (r != null) {
          target.publish(r);
        }
        long lost = dropped.getAndSet(0);
        if (lost > 0) {
          target.publish(new LogRecord(Level.WARNING,
              lost + " log records dropped: the log output did not keep up with the service"));
        }
        if (queue.isEmpty()) {
          target.flush();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      } catch (RuntimeException e) {
        reportError("log writer", e, java.util.logging.ErrorManager.WRITE_FAILURE);
      }
    }
  }

  /** Waits up to a second for the queued records to be written. */
  @Override
  public void flush() {
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(1);
    while (!queue.isEmpty() && System.nanoTime() < until) {
      Thread.onSpinWait();
      Thread.yield();
    }
    target.flush();
  }

  @Override
  public void close() {
    closed = true;
    try {
      writer.join(2_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    target.close();
  }

  int queued() {
    return queue.size();
  }
}
