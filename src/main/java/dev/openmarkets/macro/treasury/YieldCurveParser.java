package dev.openmarkets.macro.treasury;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.ParsedRows;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.macro.csv.CsvTable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the US Treasury daily par yield curve CSV (daily_treasury_yield_curve, one year per file):
 * a Date column (MM/DD/YYYY, or ISO) and one column per tenor, found by header name, quoted or not
 * ("1 Mo", "10 Yr", and the 1.5-month bill added 2025-02-18 as "1.5 Month" in the live header,
 * "1.5 Mo" in early copies), so a tenor added or dropped needs no change. Each tenor becomes the
 * series ust-1m, ust-1.5m, ..., ust-30y; an empty cell is no observation. A column that names no
 * tenor is left unread and reported as drift (see {@link ParsedRows}); a file without a Date
 * column or without any tenor is rejected.
 */
public final class YieldCurveParser implements FileParser<MacroObservation> {
  private static final Pattern TENOR = Pattern.compile("(\\d+(?:\\.\\d+)?) ?(Mo|Mos|Month|Months|Yr|Yrs|Year|Years)",
      Pattern.CASE_INSENSITIVE);
  private static final DateTimeFormatter US = DateTimeFormatter.ofPattern("MM/dd/yyyy");

  @Override
  public List<MacroObservation> parse(UpstreamFile file) throws RejectedFileException {
    CsvTable t = CsvTable.parse(file.bytes());
    int date = t.require("Date");
    List<Integer> cols = new ArrayList<>();
    List<String> series = new ArrayList<>();
    List<String> unknown = new ArrayList<>();
    for (int i = 0; i < t.header().size(); i++) {
      if (i == date) {
        continue;
      }
      String h = t.header().get(i).trim();
      Matcher m = TENOR.matcher(h);
      if (!m.matches()) {
        unknown.add("\"" + h + "\"");
        continue;
      }
      cols.add(i);
      series.add(seriesOf(h));
    }
    if (cols.isEmpty()) {
      throw RejectedFileException.atLine(1, "no tenor columns");
    }
    List<MacroObservation> out = new ArrayList<>();
    for (int r = 0; r < t.rows().size(); r++) {
      String[] row = t.rows().get(r);
      int line = t.lineOf(r);
      if (row.length != t.header().size()) {
        throw RejectedFileException.atLine(line, "expected " + t.header().size() + " fields, found " + row.length);
      }
      LocalDate d = date(row[date].trim(), line);
      for (int k = 0; k < cols.size(); k++) {
        String v = row[cols.get(k)].trim();
        if (v.isEmpty() || v.equalsIgnoreCase("N/A")) {
          continue;
        }
        try {
          out.add(new MacroObservation(series.get(k), d, new BigDecimal(v)));
        } catch (NumberFormatException e) {
          throw RejectedFileException.atLine(line, "not a number in \"" + t.header().get(cols.get(k)) + "\": " + v);
        }
      }
    }
    return ParsedRows.of(out, unknown.isEmpty() ? List.of()
        : List.of("drift: unknown column(s) " + String.join(", ", unknown) + " not read"));
  }

  /** "1 Mo" -> ust-1m, "1.5 Month" (or "1.5 Mo") -> ust-1.5m, "10 Yr" -> ust-10y. */
  public static String seriesOf(String header) {
    Matcher m = TENOR.matcher(header.trim());
    if (!m.matches()) {
      throw new IllegalArgumentException(header);
    }
    return "ust-" + m.group(1) + (m.group(2).toLowerCase(Locale.ROOT).startsWith("m") ? "m" : "y");
  }

  private static LocalDate date(String s, int line) throws RejectedFileException {
    try {
      return s.length() == 10 && s.charAt(4) == '-' ? LocalDate.parse(s) : LocalDate.parse(s, US);
    } catch (DateTimeParseException e) {
      throw RejectedFileException.atLine(line, "not a date: " + s);
    }
  }
}
