package dev.openmarkets.analytics.predictions;

import static dev.openmarkets.analytics.upstream.UpstreamJson.decimal;
import static dev.openmarkets.analytics.upstream.UpstreamJson.required;
import static dev.openmarkets.analytics.upstream.UpstreamJson.text;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.analytics.upstream.FileNames;
import dev.openmarkets.analytics.upstream.UpstreamJson;
import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Parses Polymarket Gamma answers: a keyset page of /events/keyset ({"events": [...],
 * "next_cursor": ...}), the plain array of events of the offset-paged /events sunset in 2026 (old
 * saved gamma-events-*.json files), each event with its markets, or /markets (an array of
 * markets, or one market). outcomes and outcomePrices are JSON documents
 * inside strings; a market without outcomePrices is kept with no prices. The category is the
 * first of the event's tags that is a top-level Polymarket category. Anything malformed
 * (unparsable JSON, a market without id, question or outcomes, prices that do not match the
 * outcomes or are not decimals) rejects the whole file.
 */
public final class GammaParser implements FileParser<PredictionMarket> {
  static final Set<String> CATEGORIES = Set.of("politics", "sports", "crypto", "finance", "geopolitics",
      "economy", "tech", "culture", "world", "elections", "science", "business", "pop-culture", "mentions",
      "weather");

  private static final JsonFactory CURSOR_READER = new JsonFactory();

  private record Event(String id, String title, String category, List<String> tags) {
  }

  @Override
  public List<PredictionMarket> parse(UpstreamFile file) throws RejectedFileException {
    JsonNode root = UpstreamJson.read(file.bytes());
    Instant at = FileNames.instant(file.name());
    List<PredictionMarket> out = new ArrayList<>();
    if (root.isObject() && root.has("events") && !root.has("markets") && !root.has("question")) {
      if (!root.get("events").isArray()) {
        throw new RejectedFileException("events of the keyset page is not an array");
      }
      root = root.get("events");
    }
    if (root.isObject()) {
      element(root, at, out);
    } else if (root.isArray()) {
      for (JsonNode e : root) {
        if (!e.isObject()) {
          throw new RejectedFileException("an element of the answer is not an object");
        }
        element(e, at, out);
      }
    } else {
      throw new RejectedFileException("the answer is neither an array nor an object");
    }
    return out;
  }

  /**
   * The next_cursor of a keyset page, or null on the last page (absent, null or empty) and for a
   * plain array. Reads only the top level, skipping the events.
   */
  public static String nextCursor(byte[] body) throws IOException {
    try (JsonParser p = CURSOR_READER.createParser(body)) {
      if (p.nextToken() != JsonToken.START_OBJECT) {
        return null;
      }
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String field = p.currentName();
        JsonToken value = p.nextToken();
        if (field.equals("next_cursor")) {
          String c = value == JsonToken.VALUE_STRING ? p.getText().trim() : null;
          return c == null || c.isEmpty() ? null : c;
        }
        p.skipChildren();
      }
      return null;
    }
  }

  private static void element(JsonNode e, Instant at, List<PredictionMarket> out) throws RejectedFileException {
    if (e.has("markets")) {
      Event ev = event(e);
      if (!e.get("markets").isArray()) {
        throw new RejectedFileException("event " + ev.id() + ": markets is not an array");
      }
      for (JsonNode m : e.get("markets")) {
        out.add(market(m, ev, at));
      }
    } else if (e.has("question")) {
      JsonNode events = e.get("events");
      Event ev = events != null && events.isArray() && !events.isEmpty() ? event(events.get(0)) : null;
      out.add(market(e, ev, at));
    } else {
      throw new RejectedFileException("an element is neither an event with markets nor a market");
    }
  }

  private static Event event(JsonNode e) throws RejectedFileException {
    String id = required(e, "id", "an event");
    List<String> tags = new ArrayList<>();
    String category = null;
    JsonNode t = e.get("tags");
    if (t != null && t.isArray()) {
      for (JsonNode tag : t) {
        String slug = text(tag, "slug");
        String label = text(tag, "label");
        for (String s : new String[] {slug, label}) {
          if (s != null && !tags.contains(s.toLowerCase(Locale.ROOT))) {
            tags.add(s.toLowerCase(Locale.ROOT));
          }
        }
        if (category == null && slug != null && CATEGORIES.contains(slug.toLowerCase(Locale.ROOT))) {
          category = label != null ? label : slug;
        }
      }
    }
    return new Event(id, text(e, "title"), category, tags);
  }

  private static PredictionMarket market(JsonNode m, Event ev, Instant at) throws RejectedFileException {
    String id = required(m, "id", "a market");
    String where = "market " + id;
    JsonNode outcomesNode = UpstreamJson.embedded(m.get("outcomes"), where + " outcomes");
    if (outcomesNode == null || outcomesNode.isEmpty()) {
      throw new RejectedFileException(where + " has no outcomes");
    }
    List<String> outcomes = new ArrayList<>();
    outcomesNode.forEach(o -> outcomes.add(o.asText()));
    List<String> prices = prices(UpstreamJson.embedded(m.get("outcomePrices"), where + " outcomePrices"), outcomes.size(), where);
    BigDecimal volume = decimal(m, "volume", where);
    BigDecimal liquidity = decimal(m, "liquidity", where);
    JsonNode closed = m.get("closed");
    return new PredictionMarket(id, required(m, "slug", where), required(m, "question", where),
        ev == null ? null : ev.category(), ev == null ? List.of() : ev.tags(), ev == null ? null : ev.id(),
        ev == null ? null : ev.title(), outcomes, prices, decimal(m, "volume24hr", where),
        volume != null ? volume : decimal(m, "volumeNum", where),
        liquidity != null ? liquidity : decimal(m, "liquidityNum", where),
        UpstreamJson.instant(m, "endDate", where), closed != null && closed.asBoolean(false), at);
  }

  private static List<String> prices(JsonNode node, int outcomes, String where) throws RejectedFileException {
    if (node == null) {
      return null;
    }
    if (node.size() != outcomes) {
      throw new RejectedFileException(where + ": " + node.size() + " prices for " + outcomes + " outcomes");
    }
    List<String> out = new ArrayList<>();
    for (JsonNode p : node) {
      String s = p.asText().trim();
      try {
        BigDecimal d = new BigDecimal(s);
        if (d.signum() < 0 || d.compareTo(BigDecimal.ONE) > 0) {
          throw new RejectedFileException(where + ": price " + s + " is outside 0..1");
        }
      } catch (NumberFormatException e) {
        throw new RejectedFileException(where + ": price '" + s + "' is not a decimal");
      }
      out.add(s);
    }
    return out;
  }
}
