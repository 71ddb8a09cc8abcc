package dev.openmarkets.analytics;

import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;

/** The shared real fixtures (skipped when absent): -Dopenmarkets.fixtures=DIR points at them. */
final class AnalyticsFixtures {
  static final Path ROOT = Fixtures.root();

  private AnalyticsFixtures() {
  }

  static UpstreamFile file(String relative, String asName) throws Exception {
    Path p = ROOT.resolve(relative);
    Assumptions.assumeTrue(Files.isRegularFile(p), "no fixture at " + p.toAbsolutePath());
    return new UpstreamFile(asName, Files.readAllBytes(p));
  }
}
