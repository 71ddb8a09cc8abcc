package dev.openmarkets.crypto.stream;

import dev.openmarkets.crypto.model.LiquidationEvent;
import java.util.List;

/**
 * Receives new liquidation events from a stream client: already de-duplicated across the
 * WebSocket and the REST gap fill, oldest first within a batch, never empty. Called on the
 * client's event loop, so it must not block (hand the batch to a worker or a batching writer).
 * An exception thrown here is reported to the status listener; the events are not redelivered.
 */
@FunctionalInterface
public interface LiquidationSink {
  void accept(List<LiquidationEvent> events);
}
