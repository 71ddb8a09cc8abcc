package dev.openmarkets.crypto.stream;

import dev.openmarkets.crypto.model.LiquidationEvent;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.time.Instant;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;

/**
 * A stream's REST gap fill: after every reconnect (and on start when resuming from the last
 * stored event) it reads the venue's history from gapOverlap before the newest event seen, never
 * more than maxGap back, up to the moment of the new subscription; retried gapRetries times with
 * growing delays. What it reads goes through the same {@link EventDelivery} as the stream's
 * frames, so the overlap is dropped.
 */
final class GapFill {
  private final String exchange;
  private final StreamSettings settings;
  private final StreamStatusListener listener;
  private final EventDelivery delivery;
  private final BiFunction<Instant, Instant, Future<List<LiquidationEvent>>> history;
  private final BooleanSupplier stopping;
  private boolean pending;
  private Instant disconnectedAt;

  /** history: the venue's REST events for [from, to]. */
  GapFill(String exchange, StreamSettings settings, StreamStatusListener listener, EventDelivery delivery,
      BiFunction<Instant, Instant, Future<List<LiquidationEvent>>> history, BooleanSupplier stopping) {
    this.exchange = exchange;
    this.settings = settings;
    this.listener = listener;
    this.delivery = delivery;
    this.history = history;
    this.stopping = stopping;
  }

  /** A gap from the last stored event, read on the first subscription. */
  void resumeFrom(Instant lastStored) {
    pending = true;
    disconnectedAt = lastStored;
  }

  /** The connection dropped at `at`: the next subscription reads the gap (from the first drop, if several). */
  void disconnected(Instant at) {
    if (!pending) {
      pending = true;
      disconnectedAt = at;
    }
  }

  /** A subscription is in place at `now`: reads the pending gap, if any, once. */
  void subscribed(Vertx vertx, Instant now) {
    if (!pending) {
      return;
    }
    pending = false;
    Instant anchor = delivery.lastEventTime() != null ? delivery.lastEventTime() : disconnectedAt;
    Instant from = anchor.minus(settings.gapOverlap());
    Instant earliest = now.minus(settings.maxGap());
    read(vertx, from.isBefore(earliest) ? earliest : from, now, 0);
  }

  private void read(Vertx vertx, Instant from, Instant to, int attempt) {
    if (stopping.getAsBoolean()) {
      return;
    }
    history.apply(from, to).onComplete(ar -> {
      if (ar.succeeded()) {
        int delivered = stopping.getAsBoolean() ? 0 : delivery.deliver(ar.result(), from);
        listener.onGapFill(exchange, from, to, delivered);
      } else {
        listener.onError(exchange, ar.cause());
        if (attempt < settings.gapRetries()) {
          long delay = settings.reconnectBase().toMillis() << Math.min(attempt + 1, 10);
          vertx.setTimer(delay, id -> read(vertx, from, to, attempt + 1));
        }
      }
    });
  }
}
