package dev.openmarkets.crypto.poll;

import dev.openmarkets.crypto.stream.StreamStatusListener;
import dev.openmarkets.ingest.PollStatusStore;
import java.time.Instant;
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
  private int failures;
  private long lastErrorAt;

  public StreamStatusRecorder(PollStatusStore status, String exchange) {
    this.status = status;
    this.poller = exchange + "-ws";
  }

  @Override
  public void onConnected(String exchange, Instant at) {
    failures = 0;
    status.success(poller, "connected", 0, 0, null);
  }

  @Override
  public void onDisconnected(String exchange, Instant at, String reason) {
    failures++;
    status.failure(poller, "disconnected: " + reason, failures, 0, 0, null);
  }

  @Override
  public void onError(String exchange, Throwable error) {
    long now = System.currentTimeMillis();
    if (now - lastErrorAt < ERROR_EVERY_MILLIS) {
      return;
    }
    lastErrorAt = now;
    failures++;
    LOG.warning(() -> poller + ": " + error);
    status.failure(poller, String.valueOf(error.getMessage()), failures, 0, 0, null);
  }

  @Override
  public void onGapFill(String exchange, Instant from, Instant to, int delivered) {
    status.success(poller, "reconnected; gap " + from + " to " + to + " filled with " + delivered + " new events",
        0, delivered, null);
  }

  @Override
  public void onSkipped(String exchange, String reason) {
    LOG.info(() -> poller + " skipped: " + reason);
  }
}
