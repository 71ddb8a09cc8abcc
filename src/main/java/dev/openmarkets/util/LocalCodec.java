package dev.openmarkets.util;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.eventbus.MessageCodec;

/**
 * Passes an object by reference between verticles of one process: no serialisation on the
 * router-to-family hop. Only for immutable records; never sent across a cluster.
 */
public final class LocalCodec<T> implements MessageCodec<T, T> {
  private final String name;

  public LocalCodec(Class<T> type) {
    this.name = "local-" + type.getName();
  }

  @Override
  public void encodeToWire(Buffer buffer, T t) {
    throw new UnsupportedOperationException(name + " is local only");
  }

  @Override
  public T decodeFromWire(int pos, Buffer buffer) {
    throw new UnsupportedOperationException(name + " is local only");
  }

  @Override
  public T transform(T t) {
    return t;
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public byte systemCodecID() {
    return -1;
  }
}
