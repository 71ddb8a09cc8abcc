package dev.openmarkets.answer;

import java.util.zip.CRC32C;

/**
 * Strong validators. JSON: the dataset version plus a CRC-32C and length of the exact bytes.
 * Streamed CSV cannot be hashed before it is sent, so its tag is the dataset version plus the
 * normalised request and the UTC day (relative windows move at midnight).
 */
public final class ETags {
  private ETags() {
  }

  /** The JSON tag from the body's CRC-32C and length (computed while rendering, see Envelope). */
  public static String of(long version, long crc32c, int length) {
    return "\"" + version + "-" + Long.toHexString(crc32c) + "-" + Integer.toHexString(length) + "\"";
  }

  public static String ofRequest(long version, String requestKey) {
    CRC32C crc = new CRC32C();
    crc.update((requestKey + "|" + java.time.LocalDate.now(java.time.ZoneOffset.UTC)).getBytes());
    return "\"csv-" + version + "-" + Long.toHexString(crc.getValue()) + "\"";
  }

  /** True when an If-None-Match header matches the tag (or is "*"). */
  public static boolean matches(String ifNoneMatch, String etag) {
    if (ifNoneMatch == null || etag == null) {
      return false;
    }
    for (String candidate : ifNoneMatch.split(",")) {
      String c = candidate.trim();
      if (c.startsWith("W/")) {
        c = c.substring(2);
      }
      if (c.equals("*") || c.equals(etag)) {
        return true;
      }
    }
    return false;
  }
}
