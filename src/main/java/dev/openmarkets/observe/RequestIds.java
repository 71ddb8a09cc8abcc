package dev.openmarkets.observe;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Request ids: a client's or proxy's X-Request-Id is kept when it survives sanitising (letters,
 * digits and . _ : - only, at most 64 characters), otherwise one is generated (16 hex digits).
 */
public final class RequestIds {
  public static final int MAX_LENGTH = 64;

  private RequestIds() {
  }

  /** The id to use for a request that sent this header (null when it sent none). */
  public static String accept(String header) {
    if (header != null) {
      StringBuilder sb = new StringBuilder(Math.min(header.length(), MAX_LENGTH));
      for (int i = 0; i < header.length() && sb.length() < MAX_LENGTH; i++) {
        char c = header.charAt(i);
        if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_'
            || c == ':' || c == '-') {
          sb.append(c);
        }
      }
      if (sb.length() > 0) {
        return sb.toString();
      }
    }
    return generate();
  }

  public static String generate() {
    String hex = Long.toHexString(ThreadLocalRandom.current().nextLong());
    return "0".repeat(16 - hex.length()) + hex;
  }
}
