package dev.openmarkets.crypto.liquidation;

import dev.openmarkets.crypto.model.LiquidationEvent;
import java.util.List;

/**
 * What one venue message or response yielded: the events, and a reason for every entry that
 * was left out (unknown contract value, a non-swap contract...) so callers can report it.
 */
public record LiquidationBatch(List<LiquidationEvent> events, List<String> skipped) {
  public static final LiquidationBatch EMPTY = new LiquidationBatch(List.of(), List.of());

  public LiquidationBatch {
    events = List.copyOf(events);
    skipped = List.copyOf(skipped);
  }
}
