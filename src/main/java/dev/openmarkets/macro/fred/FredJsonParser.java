package dev.openmarkets.macro.fred;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses a FRED API answer (fred/series/observations?file_type=json, the keyed API): its
 * observations' date and value strings, "." as missing. The answer does not name its series, so
 * the file name does: series_observations.SERIES.json or SERIES.json.
 */
public final class FredJsonParser implements FileParser<FredObservation> {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern NAME = Pattern.compile("(?:series_observations\\.)?([A-Za-z0-9_]{1,40})\\.json");

  /** The series a file name names, or null. */
  public static String seriesOf(String fileName) {
    int slash = fileName.lastIndexOf('/');
    Matcher m = NAME.matcher(slash >= 0 ? fileName.substring(slash + 1) : fileName);
    return m.matches() ? m.group(1).toUpperCase(Locale.ROOT) : null;
  }

  @Override
  public List<FredObservation> parse(UpstreamFile file) throws RejectedFileException {
    String series = seriesOf(file.name());
    if (series == null) {
      throw new RejectedFileException("the file name must name the series: series_observations.SERIES.json");
    }
    JsonNode obs;
    try {
      JsonNode root = JSON.readTree(file.bytes());
      obs = root == null ? null : root.get("observations");
    } catch (IOException e) {
      throw new RejectedFileException("not JSON (truncated download?)");
    }
    if (obs == null || !obs.isArray()) {
      throw new RejectedFileException("no observations array");
    }
    List<FredObservation> out = new ArrayList<>(obs.size());
    int i = 0;
    for (JsonNode o : obs) {
      i++;
      String date = o.path("date").asText("");
      String value = o.path("value").asText("").trim();
      LocalDate d;
      try {
        d = LocalDate.parse(date);
      } catch (DateTimeParseException e) {
        throw new RejectedFileException("observation " + i + ": not a date: " + date);
      }
      if (value.isEmpty() || value.equals(".")) {
        continue;
      }
      try {
        out.add(new FredObservation(series, d, new BigDecimal(value)));
      } catch (NumberFormatException e) {
        throw new RejectedFileException("observation " + i + ": not a number: " + value);
      }
    }
    return out;
  }
}
