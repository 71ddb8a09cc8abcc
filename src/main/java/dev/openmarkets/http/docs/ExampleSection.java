package dev.openmarkets.http.docs;

import static dev.openmarkets.http.docs.Html.esc;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The data-dependent part of a docs page: the chart, an example request (curl, JSON and CSV) with
 * a real path value, the answer it gives now cut to {@link #EXAMPLE_ROWS} rows, the shape of the
 * payload with every field, and the try-it form.
 */
public final class ExampleSection {
  /** Rows of an example response shown on a page. */
  public static final int EXAMPLE_ROWS = 3;

  private ExampleSection() {
  }

  /**
   * pathValues: the values used for the path parameters (empty when none could be found);
   * answer: the response body of that request, or null when the page cannot show one.
   */
  public static String render(Dataset ds, String baseUrl, Map<String, String> pathValues, String answer) {
    Param<?> p = PathValues.exampleParam(ds);
    String value = p == null ? null : pathValues.get(p.name());
    String path = PathValues.requestPath(ds, p, pathValues);
    ObjectNode body = Answer.read(answer);
    StringBuilder sb = new StringBuilder(8192);
    JsonObject chart = Charts.spec(ds, pathValues, Answer.rows(ds, body));
    if (chart != null) {
      sb.append(Charts.html(chart));
    }
    sb.append("<h2 id=\"example\">Example</h2><pre><code>curl '").append(esc(baseUrl + path))
        .append("'\ncurl -H 'x-api-key: om_...' '").append(esc(baseUrl + csvPath(path))).append("' -o ")
        .append(esc(ds.name().replace('/', '-'))).append(".csv</code></pre>");
    if (p != null && value == null) {
      sb.append(p.inPath() ? "<p>Replace <code>{" + esc(p.name()) + "}</code> in the path with a value (see Parameters).</p>"
          : "<p>Add <code>?" + esc(p.name()) + "=</code> with a value (see Parameters): the query needs it.</p>");
    } else if (p != null) {
      sb.append("<p>Here <code>").append(p.inPath() ? "{" + esc(p.name()) + "}" : esc(p.name())).append("</code> is <code>")
          .append(esc(value)).append("</code>, a value the current data holds.</p>");
    }
    if (answer != null && body == null) {
      sb.append("<p>(No example answer: it could not be read.)</p>");
    } else if (body != null) {
      answer(sb, ds, path, body);
    }
    List<PayloadShape.Line> shape = PayloadShape.of(ds, body == null ? null : body.get("data"));
    if (PayloadShape.worthShowing(ds, shape)) {
      sb.append("<h2 id=\"shape\">").append(ds.objectShape() != null ? "Object shape" : "Nested fields")
          .append("</h2><p>Every field of <code>data</code>").append(body == null ? "" : ", nested ones too, as this "
              + "server answers now (fields whose value is <code>null</code> in every row show the type <code>null</code>)")
          .append(".</p>").append(PayloadShape.table(shape));
    }
    return sb.append(TryItForm.render(ds, pathValues)).toString();
  }

  /** The answer cut to a few rows (the full answer keeps its envelope), with a line on object payloads. */
  private static void answer(StringBuilder sb, Dataset ds, String path, ObjectNode full) {
    ObjectNode body = full.deepCopy();
    JsonNode data = body.get("data");
    int rows = 0;
    if (data instanceof ArrayNode a) {
      rows = a.size();
      body.set("data", cut(a));
    } else if (data instanceof ObjectNode o && ds.objectShape() != null) {
      JsonNode list = o.get(ds.objectShape().listField());
      if (list instanceof ArrayNode a) {
        rows = a.size();
      }
      List<String> keys = new ArrayList<>();
      List<String> otherLists = new ArrayList<>();
      o.fieldNames().forEachRemaining(k -> keys.add(k));
      for (String k : keys) {
        // the head's own lists (topSymbols, fundingHistory...) are cut too: one can hold 720 items
        if (o.get(k) instanceof ArrayNode a) {
          if (!k.equals(ds.objectShape().listField()) && a.size() > EXAMPLE_ROWS) {
            otherLists.add("<code>" + esc(k) + "</code> (" + a.size() + ")");
          }
          o.set(k, cut(a));
        }
      }
      sb.append("<p>Object payload: <code>data</code> holds ")
          .append(String.join(", ", keys.stream().map(k -> "<code>" + esc(k) + "</code>").toList()))
          .append("; the rows are under <code>").append(esc(ds.objectShape().listField()))
          .append("</code>, one per line of the field table below (and of the CSV export).")
          .append(otherLists.isEmpty() ? "" : " Below, the other lists are cut to their first " + EXAMPLE_ROWS
              + " items too: " + String.join(", ", otherLists) + ".")
          .append("</p>");
    }
    try {
      sb.append("<p>The answer this server gives now to <code>GET ").append(esc(path)).append("</code>")
          .append(rows > EXAMPLE_ROWS ? ", cut to the first " + EXAMPLE_ROWS + " of " + rows + " rows"
              : rows == 0 ? " (no rows held yet)" : "")
          .append(":</p><pre><code class=\"json\">")
          .append(esc(Answer.EXACT.writerWithDefaultPrettyPrinter().writeValueAsString(body))).append("</code></pre>");
    } catch (JsonProcessingException e) {
      sb.append("<p>(No example answer: it could not be written.)</p>");
    }
  }

  /** The CSV form of a request path: /csv after the path, before its query. */
  static String csvPath(String path) {
    int q = path.indexOf('?');
    return q < 0 ? path + "/csv" : path.substring(0, q) + "/csv" + path.substring(q);
  }

  private static ArrayNode cut(ArrayNode rows) {
    ArrayNode out = Answer.EXACT.createArrayNode();
    for (int i = 0; i < Math.min(EXAMPLE_ROWS, rows.size()); i++) {
      out.add(rows.get(i));
    }
    return out;
  }
}
