package dev.openmarkets.gov.calendar;

import static dev.openmarkets.gov.upstream.GovJson.text;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.gov.upstream.GovJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a BLS public API v2 answer (timeseries/data): Results.series[].data[] monthly values
 * (periods M01-M12; M13 annual averages are skipped; "-" means no value and is skipped), with the
 * "P" (preliminary) footnote kept. A REQUEST_NOT_PROCESSED answer is rejected with its message.
 */
public final class BlsSeriesParser implements FileParser<BlsSeriesParser.Observation> {

  /** One monthly value of a BLS series. */
  public record Observation(String seriesId, LocalDate periodDate, BigDecimal value, boolean preliminary) {
  }

  @Override
  public List<Observation> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = GovJson.read(file);
    if (!"REQUEST_SUCCEEDED".equals(text(root, "status"))) {
      throw new RejectedFileException("BLS answered " + text(root, "status") + ": " + root.path("message"));
    }
    JsonNode series = root.path("Results").path("series");
    if (!series.isArray()) {
      throw new RejectedFileException("no Results.series array");
    }
    List<Observation> out = new ArrayList<>();
    for (JsonNode s : series) {
      String id = text(s, "seriesID");
      if (id == null) {
        throw new RejectedFileException("a series without seriesID");
      }
      for (JsonNode d : s.path("data")) {
        String period = text(d, "period");
        String value = text(d, "value");
        if (period == null || !period.matches("M(0[1-9]|1[0-2])") || value == null || "-".equals(value)) {
          continue;
        }
        BigDecimal v;
        try {
          v = new BigDecimal(value);
          int year = Integer.parseInt(text(d, "year"));
          boolean prelim = false;
          for (JsonNode f : d.path("footnotes")) {
            prelim |= "P".equals(text(f, "code"));
          }
          out.add(new Observation(id, LocalDate.of(year, Integer.parseInt(period.substring(1)), 1), v, prelim));
        } catch (RuntimeException e) {
          throw new RejectedFileException(id + " " + text(d, "year") + " " + period + ": '" + value + "' does not read");
        }
      }
    }
    return out;
  }
}
