package dev.openmarkets.http;

import static dev.openmarkets.http.DocsPages.esc;

import dev.openmarkets.dataset.Dataset;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The page at `/`: what the service is, the dataset catalogue by family with each dataset's
 * freshness and row count, the upstream polls, how to get a key, terms and attribution. Built
 * on the server from the declarations and the same snapshot /stats answers; it loads nothing,
 * not even from this server (styles are inline, there is no script).
 */
public final class LandingPage {
  /** What the page says besides the data: the configured terms, and whether this is the demo. */
  public record Terms(String license, String attribution, boolean demo) {
  }

  private LandingPage() {
  }

  /** stats: the object /stats answers (datasets by name, pollers); limits: keyless and keyed per minute. */
  public static String render(List<Dataset> datasets, JsonObject stats, Terms terms, int[] limits) {
    Map<String, List<Dataset>> byFamily = new LinkedHashMap<>();
    for (Dataset ds : datasets) {
      byFamily.computeIfAbsent(ds.family(), f -> new java.util.ArrayList<>()).add(ds);
    }
    JsonObject perDataset = stats.getJsonObject("datasets", new JsonObject());
    StringBuilder sb = new StringBuilder(32_768)
        .append("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        .append("<title>openmarkets: public market data as JSON and CSV</title><style>")
        .append("body{font-family:system-ui,sans-serif;max-width:72em;margin:2em auto;padding:0 1em;color:#222}")
        .append("table{border-collapse:collapse;width:100%;margin-bottom:1.5em}")
        .append("td,th{border-bottom:1px solid #ddd;padding:.3em .5em;text-align:left;vertical-align:top}")
        .append("td.n{text-align:right;font-variant-numeric:tabular-nums}.bad{color:#a40000}.ok{color:#176b00}")
        .append(".late{color:#8a5a00}")
        .append(".demo{background:#fff3cd;border:1px solid #e0c060;padding:.6em 1em}code{background:#f4f4f4;padding:0 .2em}")
        .append("</style></head><body>");
    sb.append("<h1>openmarkets</h1><p>A read-only HTTP API that republishes public market data (short sales, ")
        .append("crypto derivatives, SEC filings, macro series and more) as JSON and CSV. Every dataset below answers ")
        .append("JSON at its path and CSV at its path + <code>/csv</code>; each has a documentation page generated ")
        .append("from the same declaration as the endpoint. Interface version ").append(OpsRoutes.API_VERSION)
        .append(".</p>");
    if (terms.demo()) {
      sb.append("<p class=\"demo\"><strong>Demo mode:</strong> this server answers from bundled SAMPLE DATA ")
          .append("(synthetic files), not real market data.</p>");
    }
    sb.append("<p>Also: <a href=\"/docs\">/docs</a> (all pages), <a href=\"/openapi.json\">/openapi.json</a>, ")
        .append("<a href=\"/stats\">/stats</a>, <a href=\"/changelog\">/changelog</a>, <a href=\"/health\">/health</a>, ")
        .append("<a href=\"/ready\">/ready</a>, <a href=\"/metrics\">/metrics</a>.</p>");
    sb.append("<h2 id=\"datasets\">Datasets</h2><p>").append(datasets.size()).append(" datasets in ")
        .append(byFamily.size()).append(" families. <em>Newest record</em> is the latest date held; ")
        .append("<em>updated</em> is when the data last changed here; <em>freshness</em> compares them with when ")
        .append("the upstream publishes (fresh, late, stale or empty; the reason is the cell's title).</p>");
    for (Map.Entry<String, List<Dataset>> fam : byFamily.entrySet()) {
      sb.append("<h3 id=\"family-").append(esc(fam.getKey())).append("\">").append(esc(fam.getKey())).append("</h3>")
          .append("<table><tr><th>dataset</th><th>endpoint</th><th>what</th><th>rows</th><th>newest record</th>")
          .append("<th>updated</th><th>freshness</th><th>last poll</th></tr>");
      for (Dataset ds : fam.getValue()) {
        JsonObject st = perDataset.getJsonObject(ds.name(), new JsonObject());
        sb.append("<tr data-dataset=\"").append(esc(ds.name())).append("\"><td><a href=\"/docs/").append(esc(ds.name()))
            .append("\">").append(esc(ds.name())).append("</a></td><td><code>").append(esc(ds.path()))
            .append("</code></td><td>").append(esc(ds.title())).append("</td><td class=\"n\">")
            .append(st.getValue("rows") == null ? "" : String.format("%,d", st.getLong("rows"))).append("</td><td>")
            .append(orDash(st.getString("newestRecord"))).append("</td><td>")
            .append(orDash(st.getString("updatedAt"))).append("</td>").append(freshness(st.getJsonObject("freshness")))
            .append(lastPoll(st.getJsonObject("lastPoll")))
            .append("</tr>");
      }
      sb.append("</table>");
    }
    pollers(sb, stats.getJsonArray("pollers", new JsonArray()), terms.demo());
    sb.append("<h2 id=\"keys\">Keys and limits</h2><p>No key is needed: without one you get ")
        .append(limits[0]).append(" requests a minute per IP address. A free key raises that to ")
        .append(limits[1]).append(" a minute; send it as the <code>x-api-key</code> header. ")
        .append("Every <code>/api</code> answer carries <code>RateLimit-Limit</code>, <code>RateLimit-Remaining</code> ")
        .append("and <code>RateLimit-Reset</code>; a refusal is a 429 with <code>Retry-After</code>.</p>")
        .append("<p>The operator of this server makes keys with <code>java -jar openmarkets.jar keys create --label NAME</code>")
        .append(terms.demo() ? " (add <code>--demo</code> for this demo server's database)" : "")
        .append("; ask them for one.</p><pre><code>curl -H 'x-api-key: om_...' ")
        .append(esc(datasets.isEmpty() ? "/api/markets/..." : datasets.get(0).path())).append("</code></pre>");
    sb.append("<h2 id=\"mcp\">AI agents (MCP)</h2><p>Every dataset is also a tool of the Model Context ")
        .append("Protocol at <code>/mcp</code> (Streamable HTTP, stateless; the same keys and limits). Remote clients: ")
        .append("<code>{\"mcpServers\":{\"openmarkets\":{\"url\":\"BASE_URL/mcp\"}}}</code>; desktop clients that ")
        .append("launch a local server: <code>java -jar openmarkets.jar mcp --url BASE_URL [--api-key KEY]</code> ")
        .append("(BASE_URL: this server's address).</p>");
    sb.append("<h2 id=\"terms\">Terms and attribution</h2><p>").append(esc(terms.license())).append("</p><p>")
        .append(esc(terms.attribution())).append("</p><p>Every JSON answer repeats these in its <code>license</code> ")
        .append("and <code>attribution</code> fields.</p>");
    return sb.append("</body></html>").toString();
  }

  private static void pollers(StringBuilder sb, JsonArray pollers, boolean demo) {
    sb.append("<h2 id=\"polls\">Upstream polls</h2>");
    if (pollers.isEmpty()) {
      sb.append("<p>No upstream has been polled by this database").append(demo ? " (pollers are off in demo mode)" : "")
          .append(".</p>");
      return;
    }
    sb.append("<table><tr><th>upstream</th><th>last run</th><th>outcome</th><th>last success</th>")
        .append("<th>failures in a row</th><th>files</th><th>rows written</th></tr>");
    for (Object o : pollers) {
      JsonObject p = (JsonObject) o;
      boolean failing = p.getInteger("consecutive_failures", 0) > 0;
      String outcome = p.getString("last_outcome");
      sb.append("<tr><td>").append(esc(p.getString("poller"))).append("</td><td>").append(orDash(p.getString("last_run_at")))
          .append("</td><td class=\"").append(failing ? "bad" : "ok").append("\">").append(orDash(outcome))
          .append(failing && p.getString("last_error") != null ? ": " + esc(p.getString("last_error")) : "")
          .append("</td><td>").append(orDash(p.getString("last_ok_at"))).append("</td><td class=\"n\">")
          .append(p.getInteger("consecutive_failures", 0)).append("</td><td class=\"n\">")
          .append(p.getValue("files_loaded", 0)).append("</td><td class=\"n\">").append(p.getValue("rows_written", 0))
          .append("</td></tr>");
    }
    sb.append("</table>");
  }

  /** The dataset's freshness state, coloured, with its reason as the cell's title. */
  private static String freshness(JsonObject f) {
    if (f == null || f.getString("state") == null) {
      return "<td>&ndash;</td>";
    }
    String state = f.getString("state");
    String css = switch (state) {
      case "fresh" -> "ok";
      case "late" -> "late";
      default -> "bad";
    };
    return "<td class=\"" + css + "\" title=\"" + esc(f.getString("reason", "")) + "\">" + esc(state) + "</td>";
  }

  /** The dataset's last poll: its time, ok or error (the errors as the cell's title). */
  private static String lastPoll(JsonObject poll) {
    if (poll == null || poll.getString("outcome") == null) {
      return "<td>&ndash;</td>";
    }
    boolean ok = "ok".equals(poll.getString("outcome"));
    JsonArray errors = poll.getJsonArray("errors", new JsonArray());
    return "<td class=\"" + (ok ? "ok" : "bad") + "\"" + (ok ? "" : " title=\"" + esc(String.join("; ",
        errors.stream().map(String::valueOf).toList())) + "\"") + ">" + (ok ? "ok" : "error") + " "
        + esc(poll.getString("at")) + "</td>";
  }

  private static String orDash(String s) {
    return s == null ? "&ndash;" : esc(s);
  }
}
