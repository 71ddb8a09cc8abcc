package dev.openmarkets.dataset;

import io.vertx.core.buffer.Buffer;
import java.io.OutputStream;
import java.util.zip.CRC32C;

/**
 * Where the envelope is rendered: bytes go straight into the response buffer and through the
 * CRC-32C of the ETag on the way, so the body is neither copied out of a byte array nor read
 * again to be hashed.
 */
final class BodyOutput extends OutputStream {
  private final Buffer body;
  private final CRC32C crc = new CRC32C();

  BodyOutput(int initialSize) {
    this.body = Buffer.buffer(initialSize);
  }

  @Override
  public void write(int b) {
    body.appendByte((byte) b);
    crc.update(b);
  }

  @Override
  public void write(byte[] b, int off, int len) {
    body.appendBytes(b, off, len);
    crc.update(b, off, len);
  }

  Buffer body() {
    return body;
  }

  long crc() {
    return crc.getValue();
  }
}
