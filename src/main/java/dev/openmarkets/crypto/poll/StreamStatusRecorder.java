package dev.openmarkets.crypto.poll;

import dev.openmarkets.crypto.stream.StreamStatusListener;
import dev.openmarkets.ingest.PollStatusStore;
import io.vertx.core.Future;
import java.time.Clock;
import java.time.Instant;
import java.util.function.Supplier;
import java.util.logging.Logger;

/**
 * Shows a liquidation stream's health in /stats as poller "<venue>-ws": connected, disconnected
 * (with the reason), errors and gap fills. Errors are recorded at most every 10 s so a venue
 * sending garbage cannot flood the database; event counts come from the writer, not from here.
 */
public final class StreamStatusRecorder implements StreamStatusListener {
  private static final Logger LOG = Logger.getLogger(StreamStatusRecorder.class.getName());
  private static final long ERROR_EVERY_MILLIS = 10_000;

  private final PollStatusStore status;
  private final String poller;
  private final Clock clock;
  private int failures;
  private long lastErrorAt;
  /** Writes are chained so /stats ends on the latest event even when the pool reorders queries. */
  private Future<Void> last = Future.succeededFuture();

  public StreamStatusRecorder(PollStatusStore status, String exchange, Clock clock) {
    this.status = status;
    this.poller = exchange + "-ws";
    this.clock = clock;
  }

  @Override
  public void onConnected(String exchange, Instant at) {
    failures = 0;
    record(() -> status.success(poller, "connected", 0, 0, null));
  }

  @Override
  public void onDisconnected(String exchange, Instant at, String reason) {
    failures++;
    int n = failures;
    record(() -> status.failure(poller, "disconnected: " + reason, n, 0, 0, null));
  }

  @Override
  public void onError(String exchange, Throwable error) {
    long now = clock.millis();
    if (now - lastErrorAt < ERROR_EVERY_MILLIS) {
      return;
    }
    lastErrorAt = now;
    failures++;
    LOG.warning(() -> poller + ": " + error);
    int n = failures;
    record(() -> status.failure(poller, String.valueOf(error.getMessage()), n, 0, 0, null));
  }

  @Override
  public void onGapFill(String exchange, Instant from, Instant to, int delivered) {
    record(() -> status.success(poller, "reconnected; gap " + from + " to " + to + " filled with " + delivered
        + " new events", 0, delivered, null));
  }

  private void record(Supplier<Future<Void>> write) {
    last = last.eventually(write::get);
  }

  @Override
  public void onSkipped(String exchange, String reason) {
    LOG.info(() -> poller + " skipped: " + reason);
  }
}
