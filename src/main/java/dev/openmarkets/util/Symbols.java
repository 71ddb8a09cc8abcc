package dev.openmarkets.util;

import java.util.Locale;

/** US ticker normalisation: upper case, class-share separators as a hyphen (BRK.B, BRK/B -> BRK-B). */
public final class Symbols {
  private Symbols() {
  }

  public static String normalize(String raw) {
    if (raw == null) {
      return null;
    }
    String s = raw.strip().toUpperCase(Locale.ROOT);
    if (s.isEmpty()) {
      return null;
    }
    return s.replace('/', '-').replace('.', '-');
  }
}
