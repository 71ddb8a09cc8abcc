package dev.openmarkets.macro.stablecoins;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.macro.treasury.MacroObservation;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * Parses DefiLlama's stablecoin chart (stablecoins.llama.fi/stablecoincharts/all, optionally
 * ?stablecoin=ID): an array of {date (unix seconds, a string or a number), totalCirculatingUSD:
 * {peggedUSD, peggedEUR, ...}}. The value is the sum of totalCirculatingUSD over every peg, in USD,
 * with the digits DefiLlama prints. The series comes from the file name: stablecoincharts-all.json
 * is stablecoins-total, stablecoincharts-usdt.json stablecoins-usdt, -usdc stablecoins-usdc.
 */
public final class StablecoinChartParser implements FileParser<MacroObservation> {
  private static final ObjectMapper JSON = new ObjectMapper()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS);

  /** The series a file name stands for, or null when the name says none. */
  public static String seriesOf(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    int slash = n.lastIndexOf('/');
    n = slash >= 0 ? n.substring(slash + 1) : n;
    if (!n.startsWith("stablecoincharts")) {
      return null;
    }
    if (n.contains("usdt")) {
      return "stablecoins-usdt";
    }
    if (n.contains("usdc")) {
      return "stablecoins-usdc";
    }
    return n.contains("all") || n.equals("stablecoincharts.json") ? "stablecoins-total" : null;
  }

  @Override
  public List<MacroObservation> parse(UpstreamFile file) throws RejectedFileException {
    String series = seriesOf(file.name());
    if (series == null) {
      throw new RejectedFileException("the file name must say the series: stablecoincharts-all.json, "
          + "stablecoincharts-usdt.json or stablecoincharts-usdc.json");
    }
    JsonNode root;
    try {
      root = JSON.readTree(file.bytes());
    } catch (IOException e) {
      throw new RejectedFileException("not JSON (truncated download?)");
    }
    if (root == null || !root.isArray() || root.isEmpty()) {
      throw new RejectedFileException("expected a non-empty JSON array of chart points");
    }
    List<MacroObservation> out = new ArrayList<>(root.size());
    int i = 0;
    for (JsonNode point : root) {
      i++;
      JsonNode date = point.get("date");
      JsonNode usd = point.get("totalCirculatingUSD");
      if (date == null || usd == null || !usd.isObject()) {
        throw new RejectedFileException("point " + i + ": no date or totalCirculatingUSD");
      }
      long seconds;
      try {
        seconds = Long.parseLong(date.asText().trim());
      } catch (NumberFormatException e) {
        throw new RejectedFileException("point " + i + ": date is not unix seconds: " + date.asText());
      }
      BigDecimal sum = BigDecimal.ZERO;
      Iterator<JsonNode> values = usd.elements();
      while (values.hasNext()) {
        JsonNode v = values.next();
        if (!v.isNumber()) {
          throw new RejectedFileException("point " + i + ": a totalCirculatingUSD value is not a number");
        }
        sum = sum.add(v.decimalValue());
      }
      LocalDate d = Instant.ofEpochSecond(seconds).atZone(ZoneOffset.UTC).toLocalDate();
      out.add(new MacroObservation(series, d, sum));
    }
    return out;
  }
}
