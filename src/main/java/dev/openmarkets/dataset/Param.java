package dev.openmarkets.dataset;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/**
 * A declared request parameter: its type, default, documented range and CSV range. Validation,
 * docs and OpenAPI all read this one record; nothing else knows a parameter's limits. It is also
 * the handle planners read the parsed value through ({@link Params#get}), typed by T, the Java type
 * of that value, so a planner never names a parameter by a string it could misspell.
 *
 * @param <T> the parsed value's type: String (ticker, slug, text, enum), BigDecimal, Integer,
 *     Boolean, LocalDate or OffsetDateTime
 * @param csvDefault the default when the CSV form is requested (limits default to all rows)
 * @param csvMax the maximum on the CSV form (limits go up to 50,000 there)
 * @param aliases accepted spellings mapped to a canonical enum value (P -> buys)
 */
public record Param<T>(String name, ParamType type, boolean inPath, Object defaultValue,
    Object csvDefault, BigDecimal min, BigDecimal max, BigDecimal csvMax, List<String> allowed,
    Map<String, String> aliases, String doc) {

  /** The row cap every CSV pull obeys (decisions.md). */
  public static final int CSV_MAX_ROWS = 50_000;

  public static Param<String> ticker(String name, String doc) {
    return new Param<>(name, ParamType.TICKER, false, null, null, null, null, null, List.of(), Map.of(), doc);
  }

  public static Param<String> pathTicker(String name, String doc) {
    return new Param<>(name, ParamType.TICKER, true, null, null, null, null, null, List.of(), Map.of(), doc);
  }

  public static Param<String> pathSlug(String name, String doc) {
    return new Param<>(name, ParamType.SLUG, true, null, null, null, null, null, List.of(), Map.of(), doc);
  }

  public static Param<String> string(String name, String doc) {
    return new Param<>(name, ParamType.STRING, false, null, null, null, null, null, List.of(), Map.of(), doc);
  }

  public static Param<LocalDate> date(String name, String doc) {
    return new Param<>(name, ParamType.DATE, false, null, null, null, null, null, List.of(), Map.of(), doc);
  }

  public static Param<OffsetDateTime> dateTime(String name, String doc) {
    return new Param<>(name, ParamType.DATETIME, false, null, null, null, null, null, List.of(), Map.of(), doc);
  }

  public static Param<Boolean> bool(String name, boolean dflt, String doc) {
    return new Param<>(name, ParamType.BOOLEAN, false, dflt, dflt, null, null, null, List.of(), Map.of(), doc);
  }

  public static Param<Integer> integer(String name, Integer dflt, int min, int max, String doc) {
    return new Param<>(name, ParamType.INTEGER, false, dflt, dflt, BigDecimal.valueOf(min),
        BigDecimal.valueOf(max), BigDecimal.valueOf(max), List.of(), Map.of(), doc);
  }

  /** A row limit: on the CSV form it defaults to, and may go up to, 50,000. */
  public static Param<Integer> limit(int dflt, int max, String doc) {
    return new Param<>("limit", ParamType.INTEGER, false, dflt, CSV_MAX_ROWS, BigDecimal.ONE,
        BigDecimal.valueOf(max), BigDecimal.valueOf(Math.max(max, CSV_MAX_ROWS)), List.of(), Map.of(), doc);
  }

  public static Param<BigDecimal> decimal(String name, BigDecimal dflt, BigDecimal min, String doc) {
    return new Param<>(name, ParamType.DECIMAL, false, dflt, dflt, min, null, null, List.of(), Map.of(), doc);
  }

  public static Param<String> oneOf(String name, String dflt, List<String> allowed, String doc) {
    return new Param<>(name, ParamType.ENUM, false, dflt, dflt, null, null, null, allowed, Map.of(), doc);
  }

  /** The same parameter documented with text known only at start-up (configured values, say). */
  public Param<T> withDoc(String text) {
    return new Param<>(name, type, inPath, defaultValue, csvDefault, min, max, csvMax, allowed, aliases, text);
  }

  public Param<T> withAliases(Map<String, String> aliasToValue) {
    return new Param<>(name, type, inPath, defaultValue, csvDefault, min, max, csvMax, allowed, aliasToValue, doc);
  }

  /** Human description of the accepted values, used in 400 details and docs. */
  public String rangeText(boolean csv) {
    return switch (type) {
      case INTEGER -> "a whole number from " + min + " to " + (csv ? csvMax : max);
      case DECIMAL -> min == null ? "a decimal number" : "a decimal number of at least " + min;
      case DATE -> "a date YYYY-MM-DD";
      case DATETIME -> "a date YYYY-MM-DD or an ISO 8601 date-time";
      case BOOLEAN -> "one of 1, 0, true, false";
      case ENUM -> "one of " + String.join(", ", allowed);
      case TICKER -> "a US ticker (letters, digits, '.', '/', '-', at most 12 characters)";
      case SLUG -> "an identifier of letters, digits and '-'";
      case STRING -> "text of at most 200 characters";
    };
  }
}
