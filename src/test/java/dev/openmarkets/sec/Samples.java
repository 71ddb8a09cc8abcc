package dev.openmarkets.sec;

import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The hand-written sample filings under src/test/resources/samples/sec, as upstream files. */
public final class Samples {
  private Samples() {
  }

  public static UpstreamFile sample(String name) {
    try (InputStream in = Samples.class.getResourceAsStream("/samples/sec/" + name)) {
      if (in == null) {
        throw new IllegalArgumentException("no sample " + name);
      }
      return new UpstreamFile(name, in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static UpstreamFile text(String name, String content) {
    return new UpstreamFile(name, content.getBytes(StandardCharsets.UTF_8));
  }

  public static String sampleText(String name) {
    return new String(sample(name).bytes(), StandardCharsets.UTF_8);
  }
}
