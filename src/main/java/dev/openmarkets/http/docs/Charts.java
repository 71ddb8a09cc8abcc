package dev.openmarkets.http.docs;

import static dev.openmarkets.http.docs.Html.esc;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.openmarkets.dataset.Chart;
import dev.openmarkets.dataset.Dataset;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The chart section of a docs page, from the dataset's declared {@link Chart}: what to fetch (the
 * endpoint itself, with the page's path values), where the rows are, the x field and the series,
 * as the JSON docs.js draws with uPlot.
 */
final class Charts {
  private Charts() {
  }

  /** exampleRows: the rows of the page's example answer (a symbol to chart is taken from them). */
  static JsonObject spec(Dataset ds, Map<String, String> pathValues, ArrayNode exampleRows) {
    String path = withValues(ds.path(), pathValues);
    if (path.contains("{")) {
      return null;
    }
    Chart c = ds.chart();
    if (c == null) {
      return null;
    }
    Map<String, String> values = new LinkedHashMap<>(pathValues);
    if (c.exampleField() != null) {
      String v = first(exampleRows, c.exampleField());
      if (v == null) {
        return null;
      }
      values.put(c.exampleField(), v);
    }
    JsonObject spec = new JsonObject()
        .put("title", fill(c.title(), values, false))
        .put("src", path + fill(c.query(), values, true))
        .put("rows", c.rows())
        .put("x", c.x())
        .put("xKind", c.xKind().name().toLowerCase(Locale.ROOT));
    if (!c.series().isEmpty()) {
      spec.put("series", new JsonArray(new ArrayList<>(c.series())));
    }
    if (c.pivotKey() != null) {
      spec.put("pivot", new JsonObject().put("key", c.pivotKey()).put("value", c.pivotValue()));
    }
    if (c.style() != Chart.Style.LINE) {
      spec.put("style", c.style().name().toLowerCase(Locale.ROOT));
    }
    if (c.filterField() != null) {
      spec.put("filter", new JsonObject().put("field", c.filterField()).put("pattern", c.filterPattern()));
    }
    if (c.titleDate() != null) {
      spec.put("titleDate", c.titleDate());
    }
    return spec;
  }

  /** {name} in a title (as is) or a query (URL-encoded) replaced by its value. */
  private static String fill(String template, Map<String, String> values, boolean encode) {
    String out = template;
    for (Map.Entry<String, String> e : values.entrySet()) {
      out = out.replace("{" + e.getKey() + "}", encode ? URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8)
          : e.getValue());
    }
    return out;
  }

  static String html(JsonObject spec) {
    return "<h2 id=\"chart\">Chart</h2><figure class=\"om-chart\" data-chart=\"" + esc(spec.encode()) + "\"><figcaption>"
        + esc(spec.getString("title")) + "</figcaption><div class=\"om-chart-plot\"></div><p class=\"om-chart-note\">"
        + "Drawn in your browser from <code>GET " + esc(spec.getString("src")) + "</code>.</p></figure>";
  }

  static String withValues(String path, Map<String, String> values) {
    String out = path;
    for (Map.Entry<String, String> e : values.entrySet()) {
      out = out.replace("{" + e.getKey() + "}", URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
    }
    return out;
  }

  private static String first(ArrayNode rows, String field) {
    if (rows == null) {
      return null;
    }
    for (JsonNode row : rows) {
      if (row.get(field) != null && row.get(field).isTextual()) {
        return row.get(field).asText();
      }
    }
    return null;
  }
}
