package dev.openmarkets.ingest;

import dev.openmarkets.util.LocalCodec;
import io.vertx.core.eventbus.EventBus;

/** The event-bus codecs of the ingest path (batches to the writer, outcomes back), for every process that writes. */
public final class IngestCodecs {
  private IngestCodecs() {
  }

  public static void register(EventBus bus) {
    bus.registerDefaultCodec(IngestBatch.class, new LocalCodec<>(IngestBatch.class));
    bus.registerDefaultCodec(FileOutcome.class, new LocalCodec<>(FileOutcome.class));
  }
}
