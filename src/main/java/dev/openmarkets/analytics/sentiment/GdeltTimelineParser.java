package dev.openmarkets.analytics.sentiment;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.analytics.upstream.UpstreamJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a GDELT DOC 2.0 timeline answer (format=json): {"timeline":[{"series":"Average Tone" or
 * "Article Count","data":[{"date":"20261120T141500Z","value":-1.2345}, ...]}]}. The asset is in
 * the file name (gdelt-tone-btc-....json, gdelt-volraw-btc-....json) and must be configured. An
 * empty answer ({}) is no buckets; GDELT's plain-text error pages, another series, or a bad date
 * or value reject the file.
 */
public final class GdeltTimelineParser implements FileParser<ToneRow> {
  public static final Pattern NAME = Pattern.compile("gdelt-(tone|volraw)-([a-z0-9-]+?)(-\\d{8}T\\d{4,6}Z)?\\.json$");
  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'");

  private final SentimentAssets assets;

  public GdeltTimelineParser(SentimentAssets assets) {
    this.assets = assets;
  }

  @Override
  public List<ToneRow> parse(UpstreamFile file) throws RejectedFileException {
    Matcher m = NAME.matcher(file.name());
    if (!m.find()) {
      throw new RejectedFileException("name it gdelt-tone-SLUG.json or gdelt-volraw-SLUG.json");
    }
    boolean tone = m.group(1).equals("tone");
    String slug = m.group(2);
    if (assets.get(slug) == null) {
      throw new RejectedFileException("'" + slug + "' is not a configured sentiment asset");
    }
    JsonNode root = UpstreamJson.read(file.bytes());
    List<ToneRow> out = new ArrayList<>();
    JsonNode timeline = root.get("timeline");
    if (timeline == null) {
      if (root.isObject() && root.isEmpty()) {
        return out;
      }
      throw new RejectedFileException("no timeline");
    }
    String expected = tone ? "Average Tone" : "Article Count";
    for (JsonNode series : timeline) {
      if (!expected.equals(UpstreamJson.text(series, "series"))) {
        throw new RejectedFileException("series '" + UpstreamJson.text(series, "series") + "' where " + expected
            + " was expected");
      }
      for (JsonNode point : series.path("data")) {
        Instant ts = ts(UpstreamJson.text(point, "date"));
        BigDecimal value = UpstreamJson.decimal(point, "value", "timeline point");
        if (value == null) {
          throw new RejectedFileException("a timeline point has no value");
        }
        if (tone) {
          out.add(new ToneRow(slug, ts, value, null));
        } else {
          if (value.signum() < 0 || value.stripTrailingZeros().scale() > 0) {
            throw new RejectedFileException("article count " + value + " is not a whole number");
          }
          out.add(new ToneRow(slug, ts, null, value.longValueExact()));
        }
      }
    }
    return out;
  }

  private static Instant ts(String s) throws RejectedFileException {
    try {
      return LocalDateTime.parse(s, DATE).toInstant(ZoneOffset.UTC);
    } catch (DateTimeParseException | NullPointerException e) {
      throw new RejectedFileException("timeline date '" + s + "' is not yyyyMMddTHHmmssZ");
    }
  }
}
