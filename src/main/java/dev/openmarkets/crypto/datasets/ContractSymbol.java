package dev.openmarkets.crypto.datasets;

import dev.openmarkets.dataset.Check;
import dev.openmarkets.dataset.Param;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The `symbol` filter of the liquidation endpoints: a contract as a venue names it or a base
 * asset. Anything else (control characters, which PostgreSQL text refuses, or prose) is a 400.
 */
final class ContractSymbol {
  private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9._:/-]{0,40}");

  private ContractSymbol() {
  }

  static Check check(Param<String> symbol) {
    return p -> {
      String s = p.get(symbol);
      return s == null || SHAPE.matcher(s).matches() ? null
          : "Parameter 'symbol' must be a contract or a base asset (letters, digits, '-', '_', '.', ':', '/', "
              + "at most 40 characters).";
    };
  }

  /** Upper case; blank means no filter. */
  static String of(String raw) {
    return raw == null || raw.isBlank() ? null : raw.toUpperCase(Locale.ROOT);
  }
}
