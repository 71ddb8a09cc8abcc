package dev.openmarkets.sec;

import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Resources;
import java.nio.charset.StandardCharsets;

/** The hand-written sample filings under src/test/resources/samples/sec, as upstream files. */
public final class Samples {
  private Samples() {
  }

  public static UpstreamFile sample(String name) {
    return new UpstreamFile(name, Resources.bytes("/samples/sec/" + name));
  }

  public static UpstreamFile text(String name, String content) {
    return new UpstreamFile(name, content.getBytes(StandardCharsets.UTF_8));
  }

  public static String sampleText(String name) {
    return new String(sample(name).bytes(), StandardCharsets.UTF_8);
  }
}
