package dev.openmarkets.crypto.store;

import dev.openmarkets.util.LocalCodec;
import io.vertx.core.eventbus.EventBus;

/**
 * Registers the local codecs of the crypto messages. Both senders and writers call it in their
 * start(), in whatever order they are deployed, so a second registration is not an error.
 */
public final class CryptoCodecs {
  private CryptoCodecs() {
  }

  public static synchronized void register(EventBus bus) {
    register(bus, LiquidationEvents.class);
  }

  private static <T> void register(EventBus bus, Class<T> type) {
    try {
      bus.registerDefaultCodec(type, new LocalCodec<>(type));
    } catch (IllegalStateException alreadyRegistered) {
      // another verticle of this process registered it first
    }
  }
}
