package dev.openmarkets.crypto.stream;

import dev.openmarkets.crypto.model.LiquidationEvent;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * What reaches a stream's sink: events of the listed symbols only (all when none are listed),
 * each once across the WebSocket and the REST gap fill (the most recent keys are remembered),
 * oldest first. Keeps the venue time of the newest event delivered, the gap fill's anchor.
 */
final class EventDelivery {
  private final String exchange;
  private final Set<String> symbolFilter;
  private final RecentKeys recent;
  private final LiquidationSink sink;
  private final StreamStatusListener listener;
  private volatile Instant lastEventTime;

  EventDelivery(String exchange, List<String> symbols, int dedupeCapacity, LiquidationSink sink,
      StreamStatusListener listener) {
    this.exchange = exchange;
    this.symbolFilter = Set.copyOf(symbols);
    this.recent = new RecentKeys(dedupeCapacity);
    this.sink = sink;
    this.listener = listener;
  }

  /** Venue time of the newest event delivered, from either path (or the last stored one, when resuming). */
  Instant lastEventTime() {
    return lastEventTime;
  }

  void resumeFrom(Instant lastStored) {
    lastEventTime = lastStored;
  }

  /** Hands the new events (none before notBefore, when given) to the sink; returns how many. */
  int deliver(List<LiquidationEvent> events, Instant notBefore) {
    List<LiquidationEvent> fresh = new ArrayList<>(events.size());
    for (LiquidationEvent e : events) {
      if (!symbolFilter.isEmpty() && !symbolFilter.contains(e.rawSymbol())) {
        continue;
      }
      if (notBefore != null && e.ts().isBefore(notBefore)) {
        continue;
      }
      if (recent.add(e.eventKey())) {
        fresh.add(e);
      }
    }
    if (fresh.isEmpty()) {
      return 0;
    }
    fresh.sort(Comparator.comparing(LiquidationEvent::ts));
    Instant newest = fresh.get(fresh.size() - 1).ts();
    if (lastEventTime == null || newest.isAfter(lastEventTime)) {
      lastEventTime = newest;
    }
    try {
      sink.accept(List.copyOf(fresh));
    } catch (RuntimeException e) {
      listener.onError(exchange, e);
    }
    return fresh.size();
  }
}
