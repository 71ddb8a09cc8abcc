package dev.openmarkets.push;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.function.IntSupplier;

/** The streams' meters on /metrics: open streams, events read and sent, overflows, refusals over the cap. */
public final class StreamMeters {
  private final MeterRegistry registry;

  public StreamMeters(MeterRegistry registry) {
    this.registry = registry;
  }

  void register(String stream, IntSupplier open) {
    Gauge.builder("openmarkets.streams.open", open::getAsInt).description("Server-Sent Event streams open on this node")
        .tag("stream", stream).register(registry);
  }

  void read(String stream, int events) {
    counter("openmarkets.stream.events.read", "Events this node read once from the table for all its subscribers",
        stream).increment(events);
  }

  void readFailed(String stream) {
    counter("openmarkets.stream.read.failures", "Reads of new stream events that failed (retried after 1 s)",
        stream).increment();
  }

  void sent(String stream, int events) {
    counter("openmarkets.stream.events.sent", "Events written to subscribers (one per subscriber and event)",
        stream).increment(events);
  }

  void overflow(String stream) {
    counter("openmarkets.stream.overflows", "Streams cut because the client did not read (event: overflow)",
        stream).increment();
  }

  void refused(String stream) {
    counter("openmarkets.stream.refusals", "Streams refused with 429 over the concurrent stream cap", stream)
        .increment();
  }

  private Counter counter(String name, String help, String stream) {
    return Counter.builder(name).description(help).tag("stream", stream).register(registry);
  }
}
