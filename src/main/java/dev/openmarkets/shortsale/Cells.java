package dev.openmarkets.shortsale;

import dev.openmarkets.ingest.RejectedFileException;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.util.regex.Pattern;

/**
 * Reads the text of one field into a date or a decimal, rejecting the line (by number and column
 * name) when the text is not exactly that. Decimals keep the file's digits and scale.
 */
final class Cells {
  private static final Pattern BASIC_DATE = Pattern.compile("\\d{8}");
  private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private static final Pattern UNSIGNED = Pattern.compile("\\d+(\\.\\d+)?");
  private static final Pattern SIGNED = Pattern.compile("-?\\d+(\\.\\d+)?");

  private Cells() {
  }

  /** A YYYYMMDD date. */
  static LocalDate basicDate(String text, int lineNo, String column) throws RejectedFileException {
    if (!BASIC_DATE.matcher(text).matches()) {
      throw RejectedFileException.atLine(lineNo,
          column + " is not a YYYYMMDD date: '" + text + "'");
    }
    return date(Integer.parseInt(text.substring(0, 4)), Integer.parseInt(text.substring(4, 6)),
        Integer.parseInt(text.substring(6, 8)), text, lineNo, column);
  }

  /** A yyyy-MM-dd date. */
  static LocalDate isoDate(String text, int lineNo, String column) throws RejectedFileException {
    if (!ISO_DATE.matcher(text).matches()) {
      throw RejectedFileException.atLine(lineNo,
          column + " is not a yyyy-MM-dd date: '" + text + "'");
    }
    return date(Integer.parseInt(text.substring(0, 4)), Integer.parseInt(text.substring(5, 7)),
        Integer.parseInt(text.substring(8, 10)), text, lineNo, column);
  }

  /** A non-negative decimal such as 656799.067061; a minus sign is reported as negative. */
  static BigDecimal unsigned(String text, int lineNo, String column) throws RejectedFileException {
    if (UNSIGNED.matcher(text).matches()) {
      return new BigDecimal(text);
    }
    if (SIGNED.matcher(text).matches()) {
      throw RejectedFileException.atLine(lineNo, column + " is negative: '" + text + "'");
    }
    throw notNumber(text, lineNo, column);
  }

  /** A non-negative decimal, or null for an empty cell. */
  static BigDecimal optionalUnsigned(String text, int lineNo, String column)
      throws RejectedFileException {
    return text.isEmpty() ? null : unsigned(text, lineNo, column);
  }

  /** A decimal that may be negative, or null for an empty cell. */
  static BigDecimal optionalSigned(String text, int lineNo, String column)
      throws RejectedFileException {
    if (text.isEmpty()) {
      return null;
    }
    if (!SIGNED.matcher(text).matches()) {
      throw notNumber(text, lineNo, column);
    }
    return new BigDecimal(text);
  }

  /** The text without trailing spaces, or null when nothing is left. */
  static String trimmedOrNull(String text) {
    String s = text.stripTrailing();
    return s.isEmpty() ? null : s;
  }

  private static LocalDate date(int y, int m, int d, String text, int lineNo, String column)
      throws RejectedFileException {
    try {
      return LocalDate.of(y, m, d);
    } catch (DateTimeException e) {
      throw RejectedFileException.atLine(lineNo,
          column + " is not a calendar date: '" + text + "'");
    }
  }

  private static RejectedFileException notNumber(String text, int lineNo, String column) {
    return RejectedFileException.atLine(lineNo, column + " is not a number: '" + text + "'");
  }
}
