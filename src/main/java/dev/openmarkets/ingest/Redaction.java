package dev.openmarkets.ingest;

import java.util.regex.Pattern;

/**
 * Hides credentials that upstream URLs carry in their query string (ALFRED's {@code api_key}) from
 * what a poll reports: /stats' last outcome and error, and the log. An operator sees which URL
 * failed, and a public /stats page does not hand out the deployment's key.
 */
public final class Redaction {
  private static final Pattern SECRET = Pattern.compile(
      "(?i)([?&](?:api_key|apikey|api-key|access_token|token|key|secret)=)[^&#\\s\"')]+");

  private Redaction() {}

  /** text with each credential parameter's value replaced by ***; null stays null. */
  public static String text(String text) {
    return text == null ? null : SECRET.matcher(text).replaceAll("$1***");
  }
}
