package dev.openmarkets.ingest.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;

/**
 * Reads venue JSON so that every number keeps the digits the venue sent: floats become
 * BigDecimal straight from the text and trailing zeros are kept. Field accessors accept a number
 * either as a JSON number or as a string, because venues mix both (often within one API).
 */
public final class VenueJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
      .build();

  private VenueJson() {
  }

  public static ObjectMapper mapper() {
    return MAPPER;
  }

  public static JsonNode read(String text) {
    try {
      return MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      throw new VenuePayloadException("malformed JSON: " + e.getOriginalMessage(), e);
    }
  }

  public static JsonNode read(byte[] bytes) {
    try {
      return MAPPER.readTree(bytes);
    } catch (IOException e) {
      throw new VenuePayloadException("malformed JSON: " + e.getMessage(), e);
    }
  }

  public static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException(e);
    }
  }

  public static String utf8(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }

  /** True when the field is absent, JSON null, or an empty/blank string (venues use "" for n/a). */
  public static boolean isBlank(JsonNode parent, String field) {
    JsonNode n = parent == null ? null : parent.get(field);
    return n == null || n.isNull() || (n.isTextual() && n.asText().isBlank());
  }

  public static String text(JsonNode parent, String field) {
    if (isBlank(parent, field)) {
      return null;
    }
    JsonNode n = parent.get(field);
    return n.isValueNode() ? n.asText() : null;
  }

  public static String requiredText(JsonNode parent, String field) {
    String s = text(parent, field);
    if (s == null) {
      throw new VenuePayloadException("missing field '" + field + "'");
    }
    return s;
  }

  /** The field as an exact decimal, or null when absent/blank. */
  public static BigDecimal decimal(JsonNode parent, String field) {
    if (isBlank(parent, field)) {
      return null;
    }
    return decimalValue(parent.get(field), field);
  }

  /** A node (number or numeric string) as an exact decimal; what names it in errors. */
  public static BigDecimal decimalValue(JsonNode n, String what) {
    if (n == null || n.isNull()) {
      return null;
    }
    if (n.isNumber()) {
      return n.decimalValue();
    }
    if (n.isTextual()) {
      String s = n.asText().strip();
      if (s.isEmpty()) {
        return null;
      }
      try {
        return new BigDecimal(s);
      } catch (NumberFormatException e) {
        throw new VenuePayloadException("'" + what + "' is not a number: " + s);
      }
    }
    throw new VenuePayloadException("'" + what + "' is not a number: " + n);
  }

  public static BigDecimal requiredDecimal(JsonNode parent, String field) {
    BigDecimal d = decimal(parent, field);
    if (d == null) {
      throw new VenuePayloadException("missing field '" + field + "'");
    }
    return d;
  }

  /** Epoch milliseconds sent as a number or as a string of digits. */
  public static Instant epochMillis(JsonNode parent, String field) {
    BigDecimal d = decimal(parent, field);
    if (d == null) {
      return null;
    }
    try {
      return Instant.ofEpochMilli(d.longValueExact());
    } catch (ArithmeticException e) {
      throw new VenuePayloadException("'" + field + "' is not epoch milliseconds: " + d);
    }
  }

  public static Instant requiredEpochMillis(JsonNode parent, String field) {
    Instant t = epochMillis(parent, field);
    if (t == null) {
      throw new VenuePayloadException("missing field '" + field + "'");
    }
    return t;
  }

  public static Instant epochSeconds(JsonNode parent, String field) {
    BigDecimal d = decimal(parent, field);
    if (d == null) {
      return null;
    }
    try {
      return Instant.ofEpochSecond(d.longValueExact());
    } catch (ArithmeticException e) {
      throw new VenuePayloadException("'" + field + "' is not epoch seconds: " + d);
    }
  }

  public static Instant isoInstant(JsonNode parent, String field) {
    String s = text(parent, field);
    if (s == null) {
      return null;
    }
    try {
      return Instant.parse(s);
    } catch (DateTimeParseException e) {
      throw new VenuePayloadException("'" + field + "' is not an ISO timestamp: " + s);
    }
  }

  /** The node's array, or a one-element view when a venue sent a bare object instead. */
  public static Iterable<JsonNode> elements(JsonNode n) {
    if (n == null || n.isNull() || n.isMissingNode()) {
      return List.of();
    }
    if (n.isArray()) {
      return n;
    }
    return List.of(n);
  }

  public static JsonNode requiredArray(JsonNode parent, String field) {
    JsonNode n = parent == null ? null : parent.get(field);
    if (n == null || !n.isArray()) {
      throw new VenuePayloadException("missing array '" + field + "'");
    }
    return n;
  }
}
