package dev.openmarkets.dataset;

import java.util.List;

/**
 * The chart a dataset's docs page draws from its own endpoint, where people would rather look than
 * read: where the rows are in the answer, the x field and the series (or a pivot: one series per
 * value of a key field). In the title and the query, {name} stands for a path value, or for the
 * value of the example field taken from the page's example rows (the chart is left out when the
 * example has none).
 *
 * @param title the caption, with {name} placeholders
 * @param query appended to the filled path ("?history=30d"), with {name} placeholders; "" for none
 * @param rows where the rows are: "data", or "data.member" for an object payload
 * @param xKind TIME (ISO date or date-time), TENOR (ust-1m ... ust-30y in maturity order) or CATEGORY (as listed)
 * @param pivotKey with pivotValue: one series of pivotValue per value of pivotKey (series is then empty)
 * @param filterField with filterPattern: only rows whose field matches the pattern
 * @param titleDate a field whose newest value the caption gets ("... on 2026-11-20"), or null
 * @param exampleField a field whose value in the example rows fills {exampleField}, or null
 */
public record Chart(String title, String query, String rows, String x, XKind xKind, List<String> series,
    Style style, String pivotKey, String pivotValue, String filterField, String filterPattern, String titleDate,
    String exampleField) {

  public enum XKind {
    TIME, TENOR, CATEGORY
  }

  public enum Style {
    LINE, BARS, STEP
  }

  /** A line chart of the rows under `rows`, x from field x; add series or a pivot. */
  public static Chart of(String title, String rows, String x, XKind xKind) {
    return new Chart(title, "", rows, x, xKind, List.of(), Style.LINE, null, null, null, null, null, null);
  }

  public Chart series(String... fields) {
    return new Chart(title, query, rows, x, xKind, List.of(fields), style, pivotKey, pivotValue, filterField,
        filterPattern, titleDate, exampleField);
  }

  public Chart pivot(String key, String value) {
    return new Chart(title, query, rows, x, xKind, series, style, key, value, filterField, filterPattern, titleDate,
        exampleField);
  }

  public Chart style(Style s) {
    return new Chart(title, query, rows, x, xKind, series, s, pivotKey, pivotValue, filterField, filterPattern,
        titleDate, exampleField);
  }

  public Chart query(String q) {
    return new Chart(title, q, rows, x, xKind, series, style, pivotKey, pivotValue, filterField, filterPattern,
        titleDate, exampleField);
  }

  public Chart filter(String field, String pattern) {
    return new Chart(title, query, rows, x, xKind, series, style, pivotKey, pivotValue, field, pattern, titleDate,
        exampleField);
  }

  public Chart titleDate(String field) {
    return new Chart(title, query, rows, x, xKind, series, style, pivotKey, pivotValue, filterField, filterPattern,
        field, exampleField);
  }

  /** Fill {field} from the first example row holding a text value of it. */
  public Chart fromExample(String field) {
    return new Chart(title, query, rows, x, xKind, series, style, pivotKey, pivotValue, filterField, filterPattern,
        titleDate, field);
  }
}
