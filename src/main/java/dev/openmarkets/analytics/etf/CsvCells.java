package dev.openmarkets.analytics.etf;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The small CSV reading the issuers' files need: lines (BOM and CR dropped), quoted cells,
 * numbers printed with thousands separators, dollar signs or accounting parentheses, and the
 * date styles issuers use (2026-11-20, 11/20/2026, "Nov 20, 2026", 20-Nov-2026).
 */
final class CsvCells {
  private static final List<DateTimeFormatter> DATES = List.of(
      DateTimeFormatter.ISO_LOCAL_DATE,
      DateTimeFormatter.ofPattern("M/d/yyyy", Locale.ROOT),
      DateTimeFormatter.ofPattern("MMM d, yyyy", Locale.ENGLISH),
      DateTimeFormatter.ofPattern("d-MMM-yyyy", Locale.ENGLISH));

  private CsvCells() {
  }

  static List<String> lines(byte[] bytes) {
    String text = new String(bytes, StandardCharsets.UTF_8);
    if (text.startsWith("\uFEFF")) {
      text = text.substring(1);
    }
    List<String> out = new ArrayList<>();
    for (String l : text.split("\n", -1)) {
      out.add(l.endsWith("\r") ? l.substring(0, l.length() - 1) : l);
    }
    return out;
  }

  /** The cells of one line; quotes removed, cells trimmed. */
  static List<String> split(String line) {
    List<String> cells = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
          cur.append('"');
          i++;
        } else if (c == '"') {
          quoted = false;
        } else {
          cur.append(c);
        }
      } else if (c == '"') {
        quoted = true;
      } else if (c == ',') {
        cells.add(cur.toString().trim());
        cur.setLength(0);
      } else {
        cur.append(c);
      }
    }
    cells.add(cur.toString().trim());
    return cells;
  }

  /** A number as issuers print it ("1,234.5", "$4,000.00", "(12.3)", "-12.3"); null for empty, "-" or "--". */
  static BigDecimal number(String cell) {
    String s = cell.replace(",", "").replace("$", "").replace("%", "").trim();
    if (s.isEmpty() || s.equals("-") || s.equals("--")) {
      return null;
    }
    boolean negative = s.startsWith("(") && s.endsWith(")");
    if (negative) {
      s = s.substring(1, s.length() - 1);
    }
    BigDecimal d = new BigDecimal(s);
    return negative ? d.negate() : d;
  }

  static LocalDate date(String cell) {
    String s = cell.trim();
    for (DateTimeFormatter f : DATES) {
      try {
        return LocalDate.parse(s, f);
      } catch (DateTimeParseException e) {
        // try the next style
      }
    }
    throw new DateTimeParseException("not a date", s, 0);
  }
}
