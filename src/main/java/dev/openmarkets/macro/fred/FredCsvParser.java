package dev.openmarkets.macro.fred;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.macro.csv.CsvTable;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Parses FRED's keyless CSV download (fredgraph.csv?id=SERIES) in both header styles: the current
 * `observation_date,SERIES` and the older `DATE,SERIES`. The series id is the second header. A
 * missing value ("." in the old style, empty in the new) is no observation.
 */
public final class FredCsvParser implements FileParser<FredObservation> {
  private static final Pattern SERIES = Pattern.compile("[A-Z0-9_]{1,40}");

  @Override
  public List<FredObservation> parse(UpstreamFile file) throws RejectedFileException {
    CsvTable t = CsvTable.parse(file.bytes());
    List<String> h = t.header();
    String dateCol = h.get(0).trim();
    if (h.size() != 2 || !(dateCol.equals("observation_date") || dateCol.equals("DATE"))) {
      throw RejectedFileException.atLine(1, "not a FRED CSV: the header must be observation_date (or DATE) and one "
          + "series id");
    }
    String series = h.get(1).trim().toUpperCase(Locale.ROOT);
    if (!SERIES.matcher(series).matches()) {
      throw RejectedFileException.atLine(1, "not a FRED series id: " + h.get(1));
    }
    List<FredObservation> out = new ArrayList<>(t.rows().size());
    for (int i = 0; i < t.rows().size(); i++) {
      String[] r = t.rows().get(i);
      int line = t.lineOf(i);
      if (r.length != 2) {
        throw RejectedFileException.atLine(line, "expected 2 fields, found " + r.length);
      }
      LocalDate d;
      try {
        d = LocalDate.parse(r[0].trim());
      } catch (DateTimeParseException e) {
        throw RejectedFileException.atLine(line, "not a date: " + r[0]);
      }
      String v = r[1].trim();
      if (v.isEmpty() || v.equals(".")) {
        continue;
      }
      try {
        out.add(new FredObservation(series, d, new BigDecimal(v)));
      } catch (NumberFormatException e) {
        throw RejectedFileException.atLine(line, "not a number: " + v);
      }
    }
    return out;
  }
}
