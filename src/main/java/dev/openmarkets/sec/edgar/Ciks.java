package dev.openmarkets.sec.edgar;

/** Central Index Keys as ten-digit zero-padded strings, the one form used in every row. */
public final class Ciks {
  private Ciks() {
  }

  /** "320193", "0000320193" or 320193 -> "0000320193"; null for blank; null for non-digits. */
  public static String normalize(String raw) {
    if (raw == null) {
      return null;
    }
    String s = raw.strip();
    if (s.isEmpty() || s.length() > 10 || !s.chars().allMatch(Character::isDigit)) {
      return null;
    }
    return "0".repeat(10 - s.length()) + s;
  }

  public static String of(long cik) {
    return normalize(Long.toString(cik));
  }

  /** The CIK without leading zeros, as EDGAR Archives paths write it. */
  public static String unpadded(String cik) {
    return cik.replaceFirst("^0+(?=\\d)", "");
  }
}
