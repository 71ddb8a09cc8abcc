package dev.openmarkets.derivs.options;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Deribit option instrument name, `BTC-27SEP24-100000-C`: currency, expiry date, strike (a `d`
 * stands for the decimal point on fractional strikes) and C or P. Deribit options expire at
 * 08:00 UTC on the expiry date.
 */
public record OptionInstrument(String currency, LocalDate expiry, BigDecimal strike, char type) {
  private static final Pattern NAME = Pattern.compile("([A-Z0-9_]+)-(\\d{1,2}[A-Z]{3}\\d{2})-([0-9]+(?:d[0-9]+)?)-([CP])");
  private static final DateTimeFormatter EXPIRY = new java.time.format.DateTimeFormatterBuilder()
      .parseCaseInsensitive().appendPattern("d").appendPattern("MMM").appendPattern("uu").toFormatter(Locale.ENGLISH)
      .withResolverStyle(java.time.format.ResolverStyle.STRICT);

  /** The parsed name, or null when it is not an option name (futures, perpetuals, combos). */
  public static OptionInstrument parse(String name) {
    Matcher m = NAME.matcher(name);
    if (!m.matches()) {
      return null;
    }
    try {
      LocalDate expiry = LocalDate.parse(m.group(2), EXPIRY);
      return new OptionInstrument(m.group(1), expiry, new BigDecimal(m.group(3).replace('d', '.')), m.group(4).charAt(0));
    } catch (DateTimeParseException e) {
      return null;
    }
  }
}
