package dev.openmarkets.crypto.stream;

import dev.openmarkets.crypto.model.LiquidationEvent;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/** A sink and status listener that remembers everything, for stream tests. */
final class RecordingListener implements StreamStatusListener, LiquidationSink {
  final List<LiquidationEvent> events = new CopyOnWriteArrayList<>();
  final List<String> disconnectReasons = new CopyOnWriteArrayList<>();
  final List<Throwable> errors = new CopyOnWriteArrayList<>();
  final List<String> skipped = new CopyOnWriteArrayList<>();
  final AtomicInteger connects = new AtomicInteger();
  final AtomicInteger gapFills = new AtomicInteger();
  final AtomicInteger gapDelivered = new AtomicInteger();
  volatile Instant gapFrom;

  @Override
  public void accept(List<LiquidationEvent> batch) {
    events.addAll(batch);
  }

  @Override
  public void onConnected(String exchange, Instant at) {
    connects.incrementAndGet();
  }

  @Override
  public void onDisconnected(String exchange, Instant at, String reason) {
    disconnectReasons.add(reason);
  }

  @Override
  public void onError(String exchange, Throwable error) {
    errors.add(error);
  }

  @Override
  public void onGapFill(String exchange, Instant from, Instant to, int delivered) {
    gapFrom = from;
    gapDelivered.addAndGet(delivered);
    gapFills.incrementAndGet();
  }

  @Override
  public void onSkipped(String exchange, String reason) {
    skipped.add(reason);
  }

  List<String> keys() {
    return events.stream().map(LiquidationEvent::eventKey).toList();
  }
}
