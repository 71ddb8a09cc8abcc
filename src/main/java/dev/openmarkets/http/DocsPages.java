package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Field;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.http.docs.Html;
import dev.openmarkets.dataset.feed.ChangesPath;
import java.util.List;

/**
 * The HTML documentation pages, rendered from the dataset declarations once at start; the
 * example section (chart, request, a real response, payload shape, try-it form) is filled per data
 * version by {@link dev.openmarkets.http.docs.DocsExamples}.
 */
public final class DocsPages {
  /** Where a page's example section goes. */
  static final String EXAMPLE_SLOT = "<!--example-->";
  /** What a dataset page loads, all from this server (DocsAssets): uPlot and the page script. */
  private static final String ASSETS = "<link rel=\"icon\" href=\"data:,\">"
      + "<link rel=\"stylesheet\" href=\"/docs/assets/uPlot.min.css\"><link rel=\"stylesheet\" href=\"/docs/assets/docs.css\">"
      + "<script src=\"/docs/assets/uPlot.min.js\" defer></script><script src=\"/docs/assets/docs.js\" defer></script>";

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
    sb.append("</ul><p>Live (Server-Sent Events): <code>GET ").append(ChangesPath.PATH)
        .append("</code>, every dataset's new versions (each page's Changes section)");
    for (Dataset ds : datasets) {
      if (ds.streamPath() != null) {
        sb.append("; <code>GET ").append(esc(ds.streamPath())).append("</code>, new rows of ").append(esc(ds.name()));
      }
    }
    sb.append(".</p>");
    sb.append("<p><a href=\"/docs/api\">API reference</a> (every endpoint, from /openapi.json) &middot; AI agents: <a href=\"/#mcp\"><code>/mcp</code></a> (MCP)</p>");
    return sb.append("<p>Also: /health, /ready, /stats, /metrics, /changelog, /openapi.json</p></body></html>").toString();
  }

  public static String page(Dataset ds, int[] limits) {
    StringBuilder sb = head(ds.name() + " - openmarkets", ASSETS).append("<h1>").append(esc(ds.name())).append("</h1>")
        .append("<p><code>GET ").append(esc(ds.path())).append("</code> &middot; CSV: <code>GET ")
        .append(esc(ds.path())).append("/csv</code></p><p>").append(esc(ds.title())).append("</p><p>")
        .append(esc(ds.summary())).append("</p>").append(EXAMPLE_SLOT);
    sb.append("<h2>Parameters</h2>");
    if (ds.params().isEmpty()) {
      sb.append("<p>None: the path alone is the query.</p>");
    } else {
      sb.append("<table><tr><th>name</th><th>in</th><th>accepts</th><th>default</th><th>notes</th></tr>");
      for (Param<?> p : ds.params()) {
        sb.append("<tr><td>").append(p.name()).append("</td><td>").append(p.inPath() ? "path" : "query")
            .append("</td><td>").append(esc(p.rangeText(false))).append("</td><td>")
            .append(p.defaultValue() == null ? "" : esc(String.valueOf(p.defaultValue()))).append("</td><td>")
            .append(esc(p.doc())).append("</td></tr>");
      }
      sb.append("</table>");
    }
    sb.append("<h2>Row fields</h2><table><tr><th>field</th><th>CSV column</th><th>type</th><th>notes</th></tr>");
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
    if (ds.streamPath() != null) {
      String path = esc(ds.streamPath());
      sb.append("<h2 id=\"live\">Live</h2><p>New rows as they are stored, pushed by <code>GET ").append(path)
          .append("</code> (Server-Sent Events, the same filters; in a page: <code>new EventSource('").append(path)
          .append("')</code>). The newest 20 that arrived while this page was open:</p><p id=\"live-status\">")
          .append("connecting&hellip;</p><ol id=\"live-events\" data-stream=\"").append(path).append("\"></ol>");
    }
    pointInTime(sb, ds);
    changes(sb, ds);
    alertMe(sb, ds);
    sb.append("<h2 id=\"freshness\">Freshness</h2><p>Expected: ").append(esc(ds.cadence().text()))
        .append(". <a href=\"/stats\">/stats</a> tells whether the data is fresh, late, stale or empty against this ")
        .append("schedule (<code>datasets.").append(esc(ds.name())).append(".freshness</code>).</p>");
    sb.append("<h2>Limits</h2><p>").append(limits[0]).append(" requests a minute per IP without a key, ")
        .append(limits[1]).append(" a minute with a free key (x-api-key header). CSV pulls return at most ")
        .append(Param.CSV_MAX_ROWS).append(" rows; there <code>limit</code> defaults to all rows up to that.</p>");
    return sb.append("</body></html>").toString();
  }

  /** The alert of this dataset's query: what to POST to be called with each new row (docs/alerts.md). */
  private static void alertMe(StringBuilder sb, Dataset ds) {
    if (ds.objectShape() != null || !ds.path().startsWith("/api/markets/")) {
      return; // alerts watch list-shaped datasets
    }
    String name = ds.path().substring("/api/markets/".length());
    sb.append("<h2 id=\"alert\">Alert me</h2><p>Called instead of asking: with a key, <code>POST /api/alerts</code> ")
        .append("with <code>{\"url\": \"https://you.example/hook\", \"dataset\": \"").append(esc(name))
        .append("\", \"params\": {}}</code> (<code>params</code>: this page's parameters, validated as the GET ")
        .append("validates them").append(name.contains("{") ? "; fill the path's <code>{...}</code>" : "")
        .append(") POSTs each new row this query returns to your URL as a Standard Webhook, signed, retried for up to ")
        .append("72 hours (<a href=\"/docs/api\">API reference</a>, docs/alerts.md).</p>");
  }

  /** What the dataset keeps of its past: where knownAt comes from and how asOf answers (docs/point-in-time.md). */
  private static void pointInTime(StringBuilder sb, Dataset ds) {
    String path = esc(ds.path());
    sb.append("<h2 id=\"point-in-time\">Point in time</h2>");
    switch (ds.history().kind()) {
      case VERSIONED -> sb.append("<p>Nothing is overwritten: a corrected or revised value becomes a new version of ")
          .append("its row, and the previous version keeps the interval it was current. <code>knownAt</code>, on every ")
          .append("row: ").append(esc(ds.history().knownAtDoc())).append("</p>");
      case EVENT_TIME -> sb.append("<p>Rows are observations that are never revised. <code>knownAt</code>, on every ")
          .append("row: ").append(esc(ds.history().knownAtDoc())).append("</p>");
      case LATEST_ONLY -> sb.append("<p>This dataset keeps only its latest state so far: its rows carry no ")
          .append("<code>knownAt</code>, and <code>asOf</code> answers only from its last update on (with the ")
          .append("current data, which is what was known then); an earlier moment is a 400 naming that update.</p>");
    }
    sb.append("<p><code>GET ").append(path).append("?asOf=2026-06-30</code> answers as the data known at that ")
        .append("moment was: rows known by then, each in the version current then, and figures derived from them as ")
        .append("they were. A date alone means the end of that day in New York; a date-time is taken to the ")
        .append("millisecond. The envelope repeats the moment as <code>asOf</code>; the CSV adds a ")
        .append("<code>known_at</code> column when <code>asOf</code> is asked. A moment in the future, or before the ")
        .append("earliest one the dataset can answer, is a 400 that names why.</p>");
  }

  /**
   * The changes stream narrowed to this dataset: what it sends, the EventSource line, and a view
   * that opens the stream only when asked (a page that opened it on load would hold one of the
   * reader's few concurrent streams for as long as the tab stays open).
   */
  private static void changes(StringBuilder sb, Dataset ds) {
    String path = esc(ChangesPath.PATH + "?datasets=" + ds.name());
    sb.append("<h2 id=\"changes\">Changes</h2><p>Told when this dataset's data changes instead of asking: <code>GET ")
        .append(path).append("</code> (Server-Sent Events) sends <code>event: changed</code> with <code>{dataset, version, ")
        .append("updatedAt, rows}</code> (rows: how many the change added) on every new version (the SEC filing datasets add the new filings' accession ")
        .append("numbers as <code>keys</code>); fetch the data again when one arrives. Its <code>id</code> is a ")
        .append("position: a client that reconnects with <code>Last-Event-ID</code> misses nothing. In a page: ")
        .append("<code>new EventSource('").append(path).append("').addEventListener('changed', ...)</code>.</p>")
        .append("<p><button id=\"changes-watch\" type=\"button\">Watch changes</button> <span id=\"changes-status\">")
        .append("</span></p><ol id=\"changes-events\" data-stream=\"").append(path).append("\"></ol>");
  }

  private static StringBuilder head(String title) {
    return head(title, "");
  }

  private static StringBuilder head(String title, String assets) {
    return new StringBuilder(4096).append("<!doctype html><html><head><meta charset=\"utf-8\"><title>")
        .append(esc(title)).append("</title><style>body{font-family:sans-serif;max-width:60em;margin:2em auto}")
        .append("table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3em .6em;text-align:left}</style>")
        .append(assets).append("</head><body>");
  }

  static String esc(String s) {
    return Html.esc(s);
  }
}
