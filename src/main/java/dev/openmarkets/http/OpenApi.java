package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.http.openapi.Components;
import dev.openmarkets.http.openapi.DataSchemas;
import dev.openmarkets.http.mirror.MirrorOpenApi;
import dev.openmarkets.http.openapi.OpsPaths;
import dev.openmarkets.http.openapi.SharedSchemas;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * OpenAPI 3.1 of every dataset endpoint (JSON and CSV), generated from the declarations, with the
 * one error body on every refusal, the rate-limit and caching headers, the optional key, a tag per
 * family, the operational endpoints, plus the other paths given (the tools area, /mcp).
 * The parts live in {@link dev.openmarkets.http.openapi}.
 */
public final class OpenApi {
  private OpenApi() {
  }

  public static JsonObject of(List<Dataset> datasets, String version, String baseUrl) {
    return of(datasets, version, baseUrl, new JsonObject());
  }

  /** extraPaths: OpenAPI path items of endpoints that are not datasets (the tools area, /mcp). */
  public static JsonObject of(List<Dataset> datasets, String version, String baseUrl, JsonObject extraPaths) {
    JsonObject paths = new JsonObject();
    Map<String, List<String>> families = new LinkedHashMap<>();
    for (Dataset ds : datasets) {
      families.computeIfAbsent(ds.family(), f -> new ArrayList<>()).add(ds.name());
      String opId = ds.name().replaceAll("[^A-Za-z0-9]", "_");
      JsonObject ok = new JsonObject().put("description", "The envelope with the data")
          .put("headers", Components.rateLimitHeaders().put("ETag", Components.headerRef("ETag")))
          .put("content", new JsonObject().put("application/json", new JsonObject()
              .put("schema", DataSchemas.envelope(ds))));
      JsonObject notModified = new JsonObject().put("description", "Not modified: If-None-Match matched the ETag")
          .put("headers", Components.rateLimitHeaders().put("ETag", Components.headerRef("ETag")));
      JsonObject get = operation(ds, ds.title(), opId, DataSchemas.params(ds, false))
          .put("description", ds.summary() + "\n\nDocs and a real example answer: " + baseUrl + "/docs/" + ds.name())
          .put("responses", errorResponses(ds).put("200", ok).put("304", notModified));
      paths.put(ds.path(), new JsonObject().put("get", get));
      JsonObject csvOk = new JsonObject().put("description", "CSV: a header row with the snake_case field names, "
              + "then one line per row")
          .put("headers", Components.rateLimitHeaders()
              .put("Content-Disposition", Components.headerRef("Content-Disposition")))
          .put("content", new JsonObject().put("text/csv", new JsonObject()
              .put("schema", new JsonObject().put("type", "string"))
              .put("example", csvHeader(ds) + "\n")));
      paths.put(ds.path() + "/csv", new JsonObject().put("get", operation(ds, ds.title() + " (CSV)", opId + "_csv",
              DataSchemas.params(ds, true))
          .put("description", "The same rows as CSV, columns " + csvHeader(ds) + "; `limit` defaults to all rows and "
              + "may go up to " + Param.CSV_MAX_ROWS + ".")
          .put("responses", errorResponses(ds).put("200", csvOk))));
    }
    OpsPaths.addTo(paths);
    paths.mergeIn(MirrorOpenApi.paths());
    paths.mergeIn(extraPaths);
    JsonArray tags = new JsonArray();
    families.forEach((f, names) -> tags.add(new JsonObject().put("name", f)
        .put("description", "The " + f + " datasets: " + String.join(", ", names) + ".")));
    tags.add(new JsonObject().put("name", OpsPaths.TAG)
        .put("description", "The landing page, health, readiness, statistics, metrics, docs: no key, no rate limit"));
    tags.add(new JsonObject().put("name", MirrorOpenApi.TAG).put("description", MirrorOpenApi.TAG_DESCRIPTION));
    if (extraPaths.fieldNames().stream().anyMatch(p -> p.startsWith("/api/tools/"))) {
      tags.add(new JsonObject().put("name", "tools").put("description", "The tools area: POST endpoints, key needed"));
    }
    if (extraPaths.containsKey("/api/markets/changes")) {
      tags.add(new JsonObject().put("name", "streams").put("description", "Live streams (Server-Sent Events): "
          + "liquidations as they happen, dataset changes as they commit; resumable with Last-Event-ID"));
    }
    if (extraPaths.containsKey("/api/alerts")) {
      tags.add(new JsonObject().put("name", "alerts").put("description", "Alerts: standing queries per API key, "
          + "new rows delivered as Standard Webhooks (docs/alerts.md)"));
    }
    if (extraPaths.containsKey("/mcp")) {
      tags.add(new JsonObject().put("name", OpsPaths.MCP_TAG)
          .put("description", "The Model Context Protocol endpoint: every dataset as a tool for AI agents"));
    }
    JsonObject components = Components.of(baseUrl);
    components.getJsonObject("schemas").mergeIn(SharedSchemas.schemas());
    return new JsonObject().put("openapi", "3.1.0")
        .put("info", new JsonObject().put("title", "openmarkets").put("version", version)
            .put("summary", "Public market data as JSON and CSV, and as MCP tools")
            .put("description", "Read-only public market data (FINRA, SEC EDGAR, CFTC, Treasury, FRED, the BIS, "
                + "exchanges, ...) as JSON and CSV. Every answer is the envelope {data, updatedAt, source, docs, license, "
                + "attribution}. Keyless access is rate limited per IP; a key (x-api-key header) raises the limit. "
                + "Every refusal has the body {error, detail, docs}; a 429 says in Retry-After when to try again.")
            .put("license", new JsonObject().put("name", "openmarkets terms").put("url", baseUrl + "/#terms")))
        .put("servers", new JsonArray().add(new JsonObject().put("url", baseUrl).put("description", "This server")))
        .put("tags", tags)
        .put("components", components)
        .put("paths", paths);
  }

  private static JsonObject operation(Dataset ds, String summary, String opId, JsonArray params) {
    return new JsonObject().put("summary", summary).put("operationId", opId)
        .put("tags", new JsonArray().add(ds.family()))
        // the key is optional: no header is keyless access
        .put("security", new JsonArray().add(new JsonObject()).add(new JsonObject().put("apiKey", new JsonArray())))
        .put("parameters", params);
  }

  /** The refusals a data endpoint can answer, each with the error body. */
  private static JsonObject errorResponses(Dataset ds) {
    JsonObject r = new JsonObject()
        .put("400", Components.response("BadRequest"))
        .put("401", Components.response("InvalidKey"));
    if (ds.params().stream().anyMatch(Param::inPath)) {
      r.put("404", Components.response("NotFound"));
    }
    return r.put("429", Components.response("RateLimited"))
        .put("503", Components.response("Unavailable"));
  }

  private static String csvHeader(Dataset ds) {
    return String.join(",", ds.fields().stream().map(dev.openmarkets.dataset.Field::csvName).toList());
  }
}
