package dev.openmarkets.gov;

import dev.openmarkets.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** The shared real upstream samples (-Dopenmarkets.fixtures=DIR); tests using them skip when absent. */
final class GovFixtures {
  static final Path ROOT = Fixtures.root();

  private GovFixtures() {
  }

  static Path file(String relative) {
    Path p = ROOT.resolve(relative);
    Assumptions.assumeTrue(Files.isRegularFile(p), "no fixture at " + p.toAbsolutePath());
    return p;
  }

  static byte[] bytes(String relative) throws Exception {
    return Files.readAllBytes(file(relative));
  }
}
