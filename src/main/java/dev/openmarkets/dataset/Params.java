package dev.openmarkets.dataset;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;

/**
 * Validated, typed request parameters with defaults applied. {@link #given} tells which ones the
 * client actually sent, which is how planners pick a view. {@link #key()} is the normalised form
 * used for cache keys and ETags: equal requests give equal keys whatever the query order.
 */
public final class Params {
  private final Map<String, Object> values;
  private final Set<String> given;
  private final boolean csv;
  private final String key;

  Params(Map<String, Object> values, Set<String> given, boolean csv) {
    this.values = values;
    this.given = given;
    this.csv = csv;
    this.key = keyOf(values);
  }

  public static Params of(Map<String, Object> values, Set<String> given, boolean csv) {
    return new Params(Map.copyOf(values), Set.copyOf(given), csv);
  }

  /** The parser's own maps, taken as they are (no copy on the request path): the caller never changes them. */
  public static Params owning(Map<String, Object> values, Set<String> given, boolean csv) {
    return new Params(values, given, csv);
  }

  public boolean given(String name) {
    return given.contains(name);
  }

  public boolean csv() {
    return csv;
  }

  public Object value(String name) {
    return values.get(name);
  }

  public String string(String name) {
    return (String) values.get(name);
  }

  public LocalDate date(String name) {
    Object v = values.get(name);
    return v instanceof OffsetDateTime odt ? odt.toLocalDate() : (LocalDate) v;
  }

  public OffsetDateTime dateTime(String name) {
    return (OffsetDateTime) values.get(name);
  }

  public Integer integer(String name) {
    return (Integer) values.get(name);
  }

  public BigDecimal decimal(String name) {
    return (BigDecimal) values.get(name);
  }

  public boolean bool(String name) {
    return Boolean.TRUE.equals(values.get(name));
  }

  /** The row limit of this request, never above the CSV cap. */
  public int limit() {
    Object v = values.get("limit");
    return v == null ? Param.CSV_MAX_ROWS : Math.min((Integer) v, Param.CSV_MAX_ROWS);
  }

  /**
   * "{name=value, ...}" in name order, as a TreeMap prints it, built without one: this runs for
   * every request, cached answers included (bench/RESULTS.md, issue 15).
   */
  private static String keyOf(Map<String, Object> values) {
    String[] names = values.keySet().toArray(new String[0]);
    Arrays.sort(names);
    StringBuilder sb = new StringBuilder(2 + 24 * names.length).append('{');
    for (int i = 0; i < names.length; i++) {
      if (i > 0) {
        sb.append(", ");
      }
      sb.append(names[i]).append('=').append(values.get(names[i]));
    }
    return sb.append('}').toString();
  }

  public String key() {
    return key;
  }

  @Override
  public String toString() {
    return key;
  }
}
