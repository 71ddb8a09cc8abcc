package dev.openmarkets.crypto.stream;

import dev.openmarkets.ingest.json.VenuePayloadException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * gzip for HTX frames. Frames are a few hundred bytes, so inflating on the event loop is cheap;
 * the output is capped so a hostile frame cannot inflate without bound.
 */
public final class Gzip {
  private Gzip() {
  }

  public static byte[] gunzip(byte[] compressed, int maxBytes) {
    try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(compressed))) {
      ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(256, compressed.length * 4));
      byte[] buf = new byte[8192];
      int n;
      while ((n = in.read(buf)) > 0) {
        if (out.size() + n > maxBytes) {
          throw new VenuePayloadException("gzip frame inflates beyond " + maxBytes + " bytes");
        }
        out.write(buf, 0, n);
      }
      return out.toByteArray();
    } catch (IOException e) {
      throw new VenuePayloadException("bad gzip frame: " + e.getMessage(), e);
    }
  }

  public static byte[] gzip(byte[] plain) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
      gz.write(plain);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }
}
