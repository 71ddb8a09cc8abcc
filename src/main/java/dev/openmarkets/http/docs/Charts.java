package dev.openmarkets.http.docs;

import static dev.openmarkets.http.docs.Html.esc;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.openmarkets.dataset.Dataset;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * The docs pages that draw a chart, where people would rather look than read: what to fetch (the
 * endpoint itself, from the page), where the rows are, the x field and the series. docs.js draws
 * it with uPlot. x kinds: "time" (ISO date or date-time), "tenor" (ust-1m ... ust-30y, in maturity
 * order), "category" (as listed). A pivot draws one series per value of a key field (exchange);
 * titleDate names a field whose newest value the caption gets ("... on 2026-11-20").
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
    return switch (ds.name()) {
      case "short-volume" -> {
        String symbol = first(exampleRows, "symbol");
        yield symbol == null ? null : chart("Daily short volume of " + symbol + " (shares)",
            path + "?symbol=" + URLEncoder.encode(symbol, StandardCharsets.UTF_8) + "&days=365", "data", "date", "time")
            .put("series", new JsonArray().add("shortVolume").add("totalVolume"));
      }
      case "liquidations" -> chart("Liquidations per hour over the last 24 hours (USD)", path, "data.hourly", "hour", "time")
          .put("series", new JsonArray().add("longUsd").add("shortUsd")).put("style", "bars");
      case "liquidations-history" -> chart("Liquidations per hour (USD)", path, "data", "hour", "time")
          .put("series", new JsonArray().add("longUsd").add("shortUsd")).put("style", "bars");
      case "funding-rates-symbol" -> chart("Settled funding rate of " + pathValues.get("slug") + " by exchange",
          path + "?history=30d", "data.fundingHistory", "fundingTime", "time")
          .put("pivot", new JsonObject().put("key", "exchange").put("value", "fundingRate"));
      case "open-interest" -> chart("Open interest of " + pathValues.get("slug") + " by exchange (USD)", path, "data", "ts", "time")
          .put("pivot", new JsonObject().put("key", "exchange").put("value", "openInterestValue"));
      case "macro" -> chart("US Treasury par yield curve, latest day (percent)", path, "data", "series", "tenor")
          .put("series", new JsonArray().add("value"))
          .put("filter", new JsonObject().put("field", "series").put("pattern", "^ust-[0-9.]+[my]$"))
          .put("titleDate", "date");
      case "fed-liquidity" -> chart("Fed balance sheet, Treasury General Account, reverse repo and net liquidity "
          + "(billions of USD)", path, "data", "date", "time")
          .put("series", new JsonArray().add("netLiquidity").add("walcl").add("tga").add("rrp"));
      case "rates-country" -> chart("Policy rate of " + pathValues.get("code") + " (percent)", path, "data", "date", "time")
          .put("series", new JsonArray().add("rate")).put("style", "step");
      case "cot-market" -> chart("Open interest of " + pathValues.get("slug") + " (contracts)", path, "data", "reportDate", "time")
          .put("series", new JsonArray().add("openInterest"));
      case "options" -> chart("Open interest by expiry of " + pathValues.get("currency") + " options (contracts)",
          path, "data.expiries", "expiry", "category")
          .put("series", new JsonArray().add("callOI").add("putOI")).put("style", "bars");
      default -> null;
    };
  }

  static String html(JsonObject spec) {
    return "<h2 id=\"chart\">Chart</h2><figure class=\"om-chart\" data-chart=\"" + esc(spec.encode()) + "\"><figcaption>"
        + esc(spec.getString("title")) + "</figcaption><div class=\"om-chart-plot\"></div><p class=\"om-chart-note\">"
        + "Drawn in your browser from <code>GET " + esc(spec.getString("src")) + "</code>.</p></figure>";
  }

  private static JsonObject chart(String title, String src, String rows, String x, String xKind) {
    return new JsonObject().put("title", title).put("src", src).put("rows", rows).put("x", x).put("xKind", xKind);
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
