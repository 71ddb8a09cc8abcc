package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The HTML documentation pages, rendered from the dataset declarations once at start; the
 * example section (request and a real response) is filled per data version, see {@link #example}.
 */
public final class DocsPages {
  /** Where a page's example section goes. */
  static final String EXAMPLE_SLOT = "<!--example-->";
  /** Rows of an example response shown on a page. */
  static final int EXAMPLE_ROWS = 3;
  private static final ObjectMapper EXACT = JsonMapper.builder()
      .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
      .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
      .nodeFactory(JsonNodeFactory.withExactBigDecimals(true))
      .build();

  private DocsPages() {
  }

  public static String index(List<Dataset> datasets, String version) {
    StringBuilder sb = head("openmarkets API").append("<h1>openmarkets API</h1>")
        .append("<p>Interface version ").append(version)
        .append(". Every dataset answers JSON at its path and CSV at its path + <code>/csv</code>.</p><ul>");
    for (Dataset ds : datasets) {
      sb.append("<li><a href=\"/docs/").append(ds.name()).append("\">").append(esc(ds.name())).append("</a> &mdash; ")
          .append("<code>GET ").append(esc(ds.path())).append("</code> ").append(esc(ds.title())).append("</li>");
    }
    sb.append("</ul><p><a href=\"/docs/api\">API reference</a> (every endpoint, from /openapi.json) &middot; AI agents: <a href=\"/#mcp\"><code>/mcp</code></a> (MCP)</p>");
    return sb.append("<p>Also: /health, /ready, /stats, /metrics, /changelog, /openapi.json</p></body></html>").toString();
  }

  public static String page(Dataset ds, int[] limits) {
    StringBuilder sb = head(ds.name() + " - openmarkets").append("<h1>").append(esc(ds.name())).append("</h1>")
        .append("<p><code>GET ").append(esc(ds.path())).append("</code> &middot; CSV: <code>GET ")
        .append(esc(ds.path())).append("/csv</code></p><p>").append(esc(ds.title())).append("</p><p>")
        .append(esc(ds.summary())).append("</p>").append(EXAMPLE_SLOT);
    sb.append("<h2>Parameters</h2><table><tr><th>name</th><th>in</th><th>accepts</th><th>default</th><th>notes</th></tr>");
    for (Param p : ds.params()) {
      sb.append("<tr><td>").append(p.name()).append("</td><td>").append(p.inPath() ? "path" : "query")
          .append("</td><td>").append(esc(p.rangeText(false))).append("</td><td>")
          .append(p.defaultValue() == null ? "" : esc(String.valueOf(p.defaultValue()))).append("</td><td>")
          .append(esc(p.doc())).append("</td></tr>");
    }
    sb.append("</table><h2>Row fields</h2><table><tr><th>field</th><th>CSV column</th><th>type</th><th>notes</th></tr>");
    for (Field f : ds.fields()) {
      sb.append("<tr><td>").append(f.name()).append("</td><td>").append(f.csvName()).append("</td><td>")
          .append(f.typeLabel()).append("</td><td>").append(esc(f.doc())).append("</td></tr>");
    }
    sb.append("</table>");
    if (!ds.notes().isEmpty()) {
      sb.append("<h2>Notes</h2><ul>");
      ds.notes().forEach(n -> sb.append("<li>").append(esc(n)).append("</li>"));
      sb.append("</ul>");
    }
    sb.append("<h2>Limits</h2><p>").append(limits[0]).append(" requests a minute per IP without a key, ")
        .append(limits[1]).append(" a minute with a free key (x-api-key header). CSV pulls return at most ")
        .append(Param.CSV_MAX_ROWS).append(" rows; there <code>limit</code> defaults to all rows up to that.</p>");
    return sb.append("</body></html>").toString();
  }

  /**
   * The example section: a curl request (JSON and CSV) for the dataset's default query and the
   * answer it gives now, cut to {@link #EXAMPLE_ROWS} rows; for object payloads the object's keys.
   * answer: the response body of that query (JSON text), or null when the page cannot show one (path
   * parameters, or the data could not be read).
   */
  static String example(Dataset ds, String baseUrl, String answer) {
    String url = baseUrl + ds.path();
    StringBuilder sb = new StringBuilder(2048).append("<h2 id=\"example\">Example</h2><pre><code>curl '")
        .append(esc(url)).append("'\ncurl -H 'x-api-key: om_...' '").append(esc(url)).append("/csv' -o ")
        .append(esc(ds.name().replace('/', '-'))).append(".csv</code></pre>");
    boolean pathParams = ds.params().stream().anyMatch(Param::inPath);
    if (pathParams) {
      sb.append("<p>Replace each <code>{...}</code> in the path with a value (see Parameters).</p>");
    }
    if (answer == null) {
      return sb.toString();
    }
    try {
      // read with exact decimals, so the page shows the digits the endpoint sends
      ObjectNode body = (ObjectNode) EXACT.readTree(answer);
      JsonNode data = body.get("data");
      int rows = 0;
      if (data instanceof ArrayNode a) {
        rows = a.size();
        body.set("data", cut(a));
      } else if (data instanceof ObjectNode o) {
        JsonNode list = o.get(ds.objectShape().listField());
        if (list instanceof ArrayNode a) {
          rows = a.size();
          o.set(ds.objectShape().listField(), cut(a));
        }
        List<String> keys = new ArrayList<>();
        o.fieldNames().forEachRemaining(k -> keys.add("<code>" + esc(k) + "</code>"));
        sb.append("<p>Object payload: <code>data</code> holds ").append(String.join(", ", keys))
            .append("; the rows are under <code>").append(esc(ds.objectShape().listField()))
            .append("</code>, one per line of the field table below (and of the CSV export).</p>");
      }
      sb.append("<p>The answer this server gives now").append(rows > EXAMPLE_ROWS ? ", cut to the first "
          + EXAMPLE_ROWS + " of " + rows + " rows" : rows == 0 ? " (no rows held yet)" : "")
          .append(":</p><pre><code class=\"json\">")
          .append(esc(EXACT.writerWithDefaultPrettyPrinter().writeValueAsString(body))).append("</code></pre>");
    } catch (IOException | ClassCastException e) {
      sb.append("<p>(No example answer: it could not be read.)</p>");
    }
    return sb.toString();
  }

  private static ArrayNode cut(ArrayNode rows) {
    ArrayNode out = EXACT.createArrayNode();
    for (int i = 0; i < Math.min(EXAMPLE_ROWS, rows.size()); i++) {
      out.add(rows.get(i));
    }
    return out;
  }

  private static StringBuilder head(String title) {
    return new StringBuilder(4096).append("<!doctype html><html><head><meta charset=\"utf-8\"><title>")
        .append(esc(title)).append("</title><style>body{font-family:sans-serif;max-width:60em;margin:2em auto}")
        .append("table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style>")
        .append("</head><body>");
  }

  static String esc(String s) {
    return s == null ? "" : s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
