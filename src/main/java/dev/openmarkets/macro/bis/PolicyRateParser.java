package dev.openmarkets.macro.bis;

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
 * Parses the BIS central bank policy rate dataset (WS_CBPOL) as SDMX-CSV from the BIS statistics
 * API (stats.bis.org/api/v1/data/WS_CBPOL/D./all?format=csv), columns by name: REF_AREA,
 * TIME_PERIOD (YYYY-MM-DD) and OBS_VALUE are required; FREQ, when present, must be D (daily);
 * OBS_STATUS M or a NaN / empty value is a missing day (no row). Codes are stored in lower case.
 */
public final class PolicyRateParser implements FileParser<RateObservation> {
  private static final Pattern AREA = Pattern.compile("[A-Za-z0-9]{2}");

  @Override
  public List<RateObservation> parse(UpstreamFile file) throws RejectedFileException {
    CsvTable t = CsvTable.parse(file.bytes());
    int area = t.require("REF_AREA");
    int period = t.require("TIME_PERIOD");
    int value = t.require("OBS_VALUE");
    int freq = t.column("FREQ");
    int status = t.column("OBS_STATUS");
    List<RateObservation> out = new ArrayList<>(t.rows().size());
    for (int i = 0; i < t.rows().size(); i++) {
      String[] r = t.rows().get(i);
      int line = t.lineOf(i);
      if (r.length != t.header().size()) {
        throw RejectedFileException.atLine(line, "expected " + t.header().size() + " fields, found " + r.length);
      }
      if (freq >= 0 && !r[freq].trim().equals("D")) {
        throw RejectedFileException.atLine(line, "frequency " + r[freq] + ": only the daily series (D) is read");
      }
      String code = r[area].trim();
      if (!AREA.matcher(code).matches()) {
        throw RejectedFileException.atLine(line, "REF_AREA is not a two-letter code: " + code);
      }
      LocalDate d;
      try {
        d = LocalDate.parse(r[period].trim());
      } catch (DateTimeParseException e) {
        throw RejectedFileException.atLine(line, "TIME_PERIOD is not a date: " + r[period]);
      }
      String v = r[value].trim();
      if (v.isEmpty() || v.equalsIgnoreCase("NaN") || (status >= 0 && r[status].trim().equals("M"))) {
        continue;
      }
      try {
        out.add(new RateObservation(code.toLowerCase(Locale.ROOT), Economies.name(code), d, new BigDecimal(v)));
      } catch (NumberFormatException e) {
        throw RejectedFileException.atLine(line, "OBS_VALUE is not a number: " + v);
      }
    }
    if (out.isEmpty()) {
      throw new RejectedFileException("no observations");
    }
    return out;
  }
}
