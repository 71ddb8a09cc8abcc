package dev.openmarkets.shortsale;

import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** Loads the test sample files from the classpath and builds variants of them as upstream files. */
final class Samples {
  private Samples() {
  }

  /** A sample under src/test/resources/samples, e.g. "finra/CNMSshvol20261117.txt". */
  static String text(String path) {
    try (InputStream in = Samples.class.getResourceAsStream("/samples/" + path)) {
      if (in == null) {
        throw new IllegalStateException("missing sample " + path);
      }
      return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static UpstreamFile file(String path) {
    return of(path.substring(path.lastIndexOf('/') + 1), text(path));
  }

  static UpstreamFile of(String name, String text) {
    return new UpstreamFile(name, text.getBytes(StandardCharsets.ISO_8859_1));
  }

  static String crlf(String text) {
    return text.replace("\r\n", "\n").replace("\n", "\r\n");
  }

  static String lf(String text) {
    return text.replace("\r\n", "\n");
  }
}
