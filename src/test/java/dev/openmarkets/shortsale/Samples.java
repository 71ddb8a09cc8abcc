package dev.openmarkets.shortsale;

import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Resources;
import java.nio.charset.StandardCharsets;

/** Loads the test sample files from the classpath and builds variants of them as upstream files. */
final class Samples {
  private Samples() {
  }

  /** A sample under src/test/resources/samples, e.g. "finra/CNMSshvol20261117.txt". */
  static String text(String path) {
    return Resources.text("/samples/" + path, StandardCharsets.ISO_8859_1);
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
