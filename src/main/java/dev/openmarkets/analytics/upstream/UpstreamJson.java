package dev.openmarkets.analytics.upstream;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.openmarkets.ingest.RejectedFileException;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * Reads the analytics upstreams' JSON keeping every number's digits (floats become BigDecimal
 * from the text, trailing zeros kept), with accessors that take a number as a JSON number or a
 * string and reject the whole file on anything malformed.
 */
public final class UpstreamJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
      .build();

  private UpstreamJson() {
  }

  public static JsonNode read(byte[] bytes) throws RejectedFileException {
    if (bytes.length == 0) {
      throw new RejectedFileException("empty document");
    }
    try {
      return MAPPER.readTree(bytes);
    } catch (IOException e) {
      throw new RejectedFileException("malformed JSON");
    }
  }

  /** A JSON document embedded as a string (Polymarket's outcomes), or the array itself. */
  public static JsonNode embedded(JsonNode node, String what) throws RejectedFileException {
    if (node == null || node.isNull() || node.isMissingNode()) {
      return null;
    }
    if (node.isArray()) {
      return node;
    }
    if (!node.isTextual()) {
      throw new RejectedFileException(what + " is neither an array nor a JSON string");
    }
    try {
      JsonNode inner = MAPPER.readTree(node.asText());
      if (inner == null || !inner.isArray()) {
        throw new RejectedFileException(what + " is not a JSON array");
      }
      return inner;
    } catch (IOException e) {
      throw new RejectedFileException(what + " holds malformed JSON");
    }
  }

  public static String text(JsonNode obj, String field) {
    JsonNode n = obj.get(field);
    return n == null || n.isNull() || n.asText().isBlank() ? null : n.asText();
  }

  public static String required(JsonNode obj, String field, String where) throws RejectedFileException {
    String v = text(obj, field);
    if (v == null) {
      throw new RejectedFileException(where + " has no " + field);
    }
    return v;
  }

  /** A decimal given as a JSON number or a numeric string; null when absent or empty. */
  public static BigDecimal decimal(JsonNode obj, String field, String where) throws RejectedFileException {
    JsonNode n = obj.get(field);
    if (n == null || n.isNull()) {
      return null;
    }
    if (n.isNumber()) {
      return n.decimalValue();
    }
    String s = n.asText().trim();
    if (s.isEmpty()) {
      return null;
    }
    try {
      return new BigDecimal(s);
    } catch (NumberFormatException e) {
      throw new RejectedFileException(where + ": " + field + " is not a number: '" + s + "'");
    }
  }

  public static Instant instant(JsonNode obj, String field, String where) throws RejectedFileException {
    String s = text(obj, field);
    if (s == null) {
      return null;
    }
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      throw new RejectedFileException(where + ": " + field + " is not an ISO instant: '" + s + "'");
    }
  }

  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }
}
