package dev.openmarkets.sec.filings.shared;

import java.util.regex.Pattern;

/**
 * A company's submissions JSON is recognised by its name (CIK##########.json); the bundles that
 * read one (events, ipos) declare a kind for it before their catch-all document kind.
 */
public final class SubmissionsJsonName {
  private static final Pattern NAME = Pattern.compile("(?i).*CIK\\d{10}.*\\.json");

  private SubmissionsJsonName() {
  }

  public static boolean matches(String name) {
    return NAME.matcher(name).matches();
  }
}
