package dev.openmarkets.analytics.sentiment;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.analytics.upstream.UpstreamJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads alternative.me's Fear & Greed answer: {"name", "data":[{"value":"71",
 * "value_classification":"Greed","timestamp":"1790294400"}], "metadata":{"error":null}}; value
 * and timestamp (unix seconds at 00:00 UTC) are strings. A metadata error, a value outside 0..100
 * or an unreadable timestamp rejects the file.
 */
public final class FearGreedParser implements FileParser<FearGreedRow> {
  @Override
  public List<FearGreedRow> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = UpstreamJson.read(file.bytes());
    String error = UpstreamJson.text(root.path("metadata"), "error");
    if (error != null) {
      throw new RejectedFileException("alternative.me answered an error: " + error);
    }
    JsonNode data = root.get("data");
    if (data == null || !data.isArray()) {
      throw new RejectedFileException("no data array");
    }
    List<FearGreedRow> out = new ArrayList<>();
    for (JsonNode d : data) {
      int value;
      LocalDate date;
      try {
        value = Integer.parseInt(UpstreamJson.required(d, "value", "an entry").trim());
        long ts = Long.parseLong(UpstreamJson.required(d, "timestamp", "an entry").trim());
        date = Instant.ofEpochSecond(ts).atZone(ZoneOffset.UTC).toLocalDate();
      } catch (NumberFormatException e) {
        throw new RejectedFileException("an entry's value or timestamp is not a whole number");
      }
      if (value < 0 || value > 100) {
        throw new RejectedFileException("value " + value + " is outside 0..100");
      }
      out.add(new FearGreedRow(date, value, UpstreamJson.text(d, "value_classification")));
    }
    return out;
  }
}
