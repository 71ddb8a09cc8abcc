package dev.openmarkets.mirror;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex, of bytes or of a file read in chunks. */
public final class Sha256 {
  private Sha256() {
  }

  public static String of(byte[] bytes) {
    return HexFormat.of().formatHex(digest().digest(bytes));
  }

  public static String of(Path file) throws IOException {
    MessageDigest d = digest();
    byte[] buf = new byte[1 << 16];
    try (InputStream in = Files.newInputStream(file)) {
      for (int n = in.read(buf); n > 0; n = in.read(buf)) {
        d.update(buf, 0, n);
      }
    }
    return HexFormat.of().formatHex(d.digest());
  }

  private static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
