package dev.openmarkets.gov.upstream;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;

/**
 * Reads government JSON documents so that every number keeps the digits the agency sent (floats
 * become BigDecimal from the text, trailing zeros kept), with the cell readers the parsers share:
 * an empty string, a JSON null and a missing key all mean null.
 */
public final class GovJson {
  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .disable(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES)
      .build();

  private GovJson() {
  }

  public static ObjectMapper mapper() {
    return MAPPER;
  }

  public static JsonNode read(UpstreamFile file) throws RejectedFileException {
    try {
      JsonNode root = MAPPER.readTree(file.bytes());
      if (root == null || root.isMissingNode()) {
        throw new RejectedFileException("empty document");
      }
      return root;
    } catch (IOException e) {
      throw new RejectedFileException("malformed JSON");
    }
  }

  /** Text of a field, null when absent, JSON null or blank. */
  public static String text(JsonNode node, String field) {
    JsonNode v = node.get(field);
    if (v == null || v.isNull()) {
      return null;
    }
    String s = v.isValueNode() ? v.asText().trim() : v.toString();
    return s.isEmpty() || "null".equals(s) ? null : s;
  }

  /** An exact decimal given as a JSON number or a string; null when empty; rejects anything else. */
  public static BigDecimal decimal(JsonNode node, String field, String where) throws RejectedFileException {
    JsonNode v = node.get(field);
    if (v != null && v.isNumber()) {
      return v.decimalValue();
    }
    String s = text(node, field);
    if (s == null) {
      return null;
    }
    try {
      return new BigDecimal(s.replace(",", ""));
    } catch (NumberFormatException e) {
      throw new RejectedFileException(where + ": " + field + " is not a number: '" + clip(s) + "'");
    }
  }

  /** A date written YYYY-MM-DD, optionally followed by a time (TreasuryDirect's "T00:00:00"). */
  public static LocalDate date(JsonNode node, String field, String where) throws RejectedFileException {
    String s = text(node, field);
    if (s == null) {
      return null;
    }
    try {
      return LocalDate.parse(s.length() > 10 ? s.substring(0, 10) : s);
    } catch (DateTimeParseException e) {
      throw new RejectedFileException(where + ": " + field + " is not a date: '" + clip(s) + "'");
    }
  }

  static String clip(String s) {
    return s.length() > 40 ? s.substring(0, 40) + "..." : s;
  }
}
