package dev.openmarkets.testing;

import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;

/**
 * The one loader of class-path test files: the hand-written samples (/samples/...) and the bundled
 * --demo files (/demo/...). The families' sample helpers shape what it reads; none reads on its own.
 */
public final class Resources {
  private Resources() {
  }

  /** The bytes of the resource at path ("/samples/finra/CNMSshvol20261117.txt"); a missing one fails the test. */
  public static byte[] bytes(String path) {
    try (InputStream in = Resources.class.getResourceAsStream(path)) {
      if (in == null) {
        throw new AssertionError("missing test resource " + path);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  public static String text(String path, Charset charset) {
    return new String(bytes(path), charset);
  }

  /** The resource as an upstream file named after its last path segment. */
  public static UpstreamFile file(String path) {
    return new UpstreamFile(path.substring(path.lastIndexOf('/') + 1), bytes(path));
  }
}
