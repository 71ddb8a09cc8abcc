package dev.openmarkets.crypto.poll;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.crypto.stream.LiquidationSink;
import io.vertx.core.Vertx;
import java.util.List;

/** Hands a stream's new events to the batching writer over the event bus (by reference). */
public final class EventBusSink implements LiquidationSink {
  private final Vertx vertx;
  private final String exchange;

  public EventBusSink(Vertx vertx, String exchange) {
    this.vertx = vertx;
    this.exchange = exchange;
  }

  @Override
  public void accept(List<LiquidationEvent> events) {
    vertx.eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents(exchange, events));
  }
}
