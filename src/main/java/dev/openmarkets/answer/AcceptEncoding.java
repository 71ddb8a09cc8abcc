package dev.openmarkets.answer;

import io.vertx.core.buffer.Buffer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * gzip for cached answers, compressed once instead of on every response. {@link #wantsGzip}
 * repeats the choice the server's own compressor (Netty's, offering gzip and deflate) makes from
 * Accept-Encoding, so a client gets the encoding it got before, only without the per-request cost.
 */
public final class AcceptEncoding {
  private AcceptEncoding() {
  }

  /**
   * True when the server's compressor would answer these Accept-Encoding values with gzip: the
   * same token scan and precedence as Netty's HttpContentCompressor with gzip and deflate on offer.
   */
  public static boolean wantsGzip(List<String> acceptEncoding) {
    if (acceptEncoding.isEmpty()) {
      return false;
    }
    float star = -1;
    float br = -1;
    float zstd = -1;
    float snappy = -1;
    float gzip = -1;
    float deflate = -1;
    for (String token : String.join(",", acceptEncoding).split(",")) {
      float q = 1;
      int eq = token.indexOf('=');
      if (eq >= 0) {
        try {
          q = Float.parseFloat(token.substring(eq + 1));
        } catch (NumberFormatException e) {
          q = 0;
        }
      }
      if (token.contains("*")) {
        star = q;
      } else if (token.contains("br") && q > br) {
        br = q;
      } else if (token.contains("zstd") && q > zstd) {
        zstd = q;
      } else if (token.contains("snappy") && q > snappy) {
        snappy = q;
      } else if (token.contains("gzip") && q > gzip) {
        gzip = q;
      } else if (token.contains("deflate") && q > deflate) {
        deflate = q;
      }
    }
    if (br > 0 || zstd > 0 || snappy > 0 || gzip > 0 || deflate > 0) {
      if (gzip != -1 && gzip >= deflate) {
        return true;
      }
      if (deflate != -1) {
        return false;
      }
    }
    return star > 0 && gzip == -1;
  }

  public static Buffer gzip(Buffer body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(body.length() / 4 + 64);
    try (GZIPOutputStream z = new GZIPOutputStream(out, 8192)) {
      z.write(body.getBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Buffer.buffer(out.toByteArray());
  }
}
