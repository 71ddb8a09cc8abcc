package dev.openmarkets.crypto.store;

import dev.openmarkets.crypto.model.LiquidationEvent;
import java.util.List;

/**
 * New liquidation events from one stream, on their way to the batching writer. Travels over the
 * event bus by reference (local codec), so the list must not be changed after sending.
 */
public record LiquidationEvents(String exchange, List<LiquidationEvent> events) {
  public LiquidationEvents {
    events = List.copyOf(events);
  }
}
