package dev.openmarkets.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The shared real-upstream captures (`../shared/fixtures`, or -Dopenmarkets.fixtures=DIR), read in
 * place and never copied into the repository. A test that needs one skips when it is absent.
 */
public final class Fixtures {
  private Fixtures() {
  }

  /** The fixtures folder, present or not. */
  public static Path root() {
    return Path.of(System.getProperty("openmarkets.fixtures", "../shared/fixtures"));
  }

  /** A file or folder under the fixtures folder; the calling test is skipped when it is absent. */
  public static Path require(String first, String... more) {
    Path p = root().resolve(Path.of(first, more));
    assumeTrue(Files.exists(p), "fixture " + p + " absent");
    return p;
  }

  /** A file of `live-2026/` (the newest captures, see its NOTES.md); skipped when absent. */
  public static Path live(String relative) {
    return require("live-2026", relative);
  }

  /** The bytes of a required fixture file. */
  public static byte[] bytes(String first, String... more) {
    try {
      return Files.readAllBytes(require(first, more));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
