package dev.openmarkets.render;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.netty.buffer.Unpooled;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.internal.buffer.BufferInternal;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.temporal.Temporal;
import java.util.Arrays;
import java.util.zip.CRC32C;

/**
 * The bytes of one rendered body, in one growing array: the envelope's generator writes into it
 * as an OutputStream, and the rows are appended directly ({@link JsonRows}). The finished array
 * becomes the response buffer without a copy, and its CRC-32C (the ETag's) is taken in one pass.
 */
public final class BodyOutput extends OutputStream {
  private static final JsonFactory JSON = new JsonFactory();
  private byte[] bytes;
  private int length;

  public BodyOutput(int initialSize) {
    this.bytes = new byte[initialSize];
  }

  private void ensure(int more) {
    if (length + more > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
    }
  }

  @Override
  public void write(int b) {
    ensure(1);
    bytes[length++] = (byte) b;
  }

  @Override
  public void write(byte[] b, int off, int len) {
    ensure(len);
    System.arraycopy(b, off, bytes, length, len);
    length += len;
  }

  @Override
  public void write(byte[] b) {
    write(b, 0, b.length);
  }

  /** Text known to be ASCII (numbers, booleans, formatted dates), as is. */
  void ascii(String s) {
    int n = s.length();
    ensure(n);
    for (int k = 0; k < n; k++) {
      bytes[length + k] = (byte) s.charAt(k);
    }
    length += n;
  }

  /**
   * A JSON string, escaped as Jackson's generator escapes it. Most values are plain printable
   * ASCII (a decimal's text as the database gives it, symbols, codes): those are checked and
   * copied in one pass; the rest go through Jackson's generator.
   */
  void string(String s) {
    int n = s.length();
    ensure(n + 2);
    int at = length;
    bytes[at++] = '"';
    for (int k = 0; k < n; k++) {
      char c = s.charAt(k);
      if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
        escaped(s);
        return;
      }
      bytes[at++] = (byte) c;
    }
    bytes[at++] = '"';
    length = at;
  }

  /** A timestamp as a JSON string, written as {@link RowValues#formatInstant} writes it. */
  void timestamp(Temporal t) {
    ensure(RowValues.INSTANT_MAX + 2);
    int end = RowValues.writeInstant(bytes, length + 1, t);
    if (end < 0) {
      string(RowValues.formatInstant(t));
      return;
    }
    bytes[length] = '"';
    bytes[end] = '"';
    length = end + 1;
  }

  /** Through the generator the rest of the body used to take, so the escapes are its own. */
  private void escaped(String s) {
    try (JsonGenerator g = JSON.createGenerator(this)) {
      g.writeString(s);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Text of any kind as UTF-8, unescaped (JSON the database or a library produced). */
  void utf8(String s) {
    write(s.getBytes(StandardCharsets.UTF_8));
  }

  byte[] bytes() {
    return bytes;
  }

  int length() {
    return length;
  }

  public Buffer body() {
    return BufferInternal.buffer(Unpooled.wrappedBuffer(bytes, 0, length));
  }

  public long crc() {
    CRC32C crc = new CRC32C();
    crc.update(bytes, 0, length);
    return crc.getValue();
  }
}
