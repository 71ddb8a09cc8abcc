package dev.openmarkets.dataset;

import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Validated, typed request parameters with defaults applied. {@link #given} tells which ones the
 * client actually sent, which is how planners pick a view. {@link #key()} is the normalised form
 * used for cache keys and ETags: equal requests give equal keys whatever the query order.
 * Values are read through the dataset's {@link Param} handles; reading a handle the dataset never
 * declared throws (a typo fails in a test, never as a silently missing filter).
 */
public final class Params {
  private final String dataset;
  private final List<Param<?>> declared;
  private final Map<String, Object> values;
  private final Set<String> given;
  private final boolean csv;
  private final String key;

  Params(String dataset, List<Param<?>> declared, Map<String, Object> values, Set<String> given, boolean csv) {
    this.dataset = dataset;
    this.declared = declared;
    this.values = values;
    this.given = given;
    this.csv = csv;
    this.key = keyOf(values);
  }

  /** Values of a dataset declaring exactly the names in values (tests of the key). */
  public static Params of(Map<String, Object> values, Set<String> given, boolean csv) {
    List<Param<?>> declared = values.keySet().stream().<Param<?>>map(n -> Param.string(n, "")).toList();
    return new Params("(test)", declared, Map.copyOf(values), Set.copyOf(given), csv);
  }

  /**
   * The parser's own maps, taken as they are (no copy on the request path): the caller never
   * changes them. declared are the parameters the dataset declares: the only handles it may read.
   */
  public static Params owning(String dataset, List<Param<?>> declared, Map<String, Object> values, Set<String> given,
      boolean csv) {
    return new Params(dataset, declared, values, given, csv);
  }

  /** The parsed value of a declared parameter, or null when it was not sent and has no default. */
  @SuppressWarnings("unchecked")
  public <T> T get(Param<T> handle) {
    return (T) values.get(declared(handle));
  }

  /** A DATE or DATETIME parameter as a date (a date-time gives its UTC day). */
  public LocalDate date(Param<?> handle) {
    Object v = values.get(declared(handle));
    return v instanceof OffsetDateTime odt ? odt.toLocalDate() : (LocalDate) v;
  }

  /** Whether the client sent this parameter (planners pick a view by it). */
  public boolean given(Param<?> handle) {
    return given.contains(declared(handle));
  }

  /** Its name, once known to be declared (a scan: a dataset declares a handful, and this runs per read). */
  private String declared(Param<?> handle) {
    for (Param<?> p : declared) {
      if (p.name().equals(handle.name())) {
        return handle.name();
      }
    }
    throw new IllegalStateException("parameter '" + handle.name() + "' is not declared on dataset " + dataset);
  }

  public boolean csv() {
    return csv;
  }

  /** The asOf asked (every dataset declares it: {@link PointInTime#AS_OF}), or null for the latest. */
  public OffsetDateTime asOf() {
    return (OffsetDateTime) values.get(PointInTime.AS_OF.name());
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
