package dev.openmarkets.macro.fred;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses a FRED API answer (fred/series/observations?file_type=json, the keyed API): its
 * observations' date and value strings, "." as missing, and the vintage each belongs to. Asked for
 * the full realtime range (ALFRED), the answer holds one observation per vintage, each stating its
 * realtime_start: the day that value was published, known from the end of that day in New York
 * (a date without a time, docs/point-in-time.md §2). An observation without one takes the
 * answer's own realtime_start. The answer does not name its series, so the file name does:
 * series_observations.SERIES.json or SERIES.json.
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
    JsonNode root;
    try {
      root = JSON.readTree(file.bytes());
    } catch (IOException e) {
      throw new RejectedFileException("not JSON (truncated download?)");
    }
    JsonNode obs = root == null ? null : root.get("observations");
    if (obs == null || !obs.isArray()) {
      throw new RejectedFileException("no observations array");
    }
    String answerStart = root.path("realtime_start").asText("");
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
        // no value in this vintage: nothing to store (an earlier vintage's value stays current)
        continue;
      }
      Instant knownAt = vintage(o.path("realtime_start").asText(answerStart), i);
      try {
        out.add(new FredObservation(series, d, new BigDecimal(value), knownAt));
      } catch (NumberFormatException e) {
        throw new RejectedFileException("observation " + i + ": not a number: " + value);
      }
    }
    return out;
  }

  /** The moment a vintage became known: the end of its realtime_start day in New York. */
  private static Instant vintage(String realtimeStart, int i) throws RejectedFileException {
    try {
      return PointInTime.endOfDay(LocalDate.parse(realtimeStart)).toInstant();
    } catch (DateTimeParseException e) {
      throw new RejectedFileException("observation " + i + ": no realtime_start date (its vintage): " + realtimeStart);
    }
  }
}
