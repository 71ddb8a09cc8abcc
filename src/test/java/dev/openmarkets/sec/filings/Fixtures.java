package dev.openmarkets.sec.filings;

import static org.junit.jupiter.api.Assumptions.assumeTrue;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The shared real upstream samples (never copied here): -Dopenmarkets.fixtures, tests skip when absent. */
final class Fixtures {
  private Fixtures() {
  }

  static Path sec() {
    Path sec = dev.openmarkets.testing.Fixtures.root().resolve("sec");
    assumeTrue(Files.isDirectory(sec), "no SEC fixtures at " + sec.toAbsolutePath());
    return sec;
  }

  static UpstreamFile file(String relative) throws Exception {
    Path p = sec().resolve(relative);
    assumeTrue(Files.isRegularFile(p), "missing fixture " + p);
    return new UpstreamFile(p.getFileName().toString(), Files.readAllBytes(p));
  }

  static String text(String relative) throws Exception {
    return new String(file(relative).bytes(), StandardCharsets.ISO_8859_1);
  }
}
