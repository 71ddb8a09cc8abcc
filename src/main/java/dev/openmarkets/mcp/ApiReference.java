package dev.openmarkets.mcp;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The api_reference tool's answer, built once from the configuration and the catalog: base URL,
 * the envelope, CSV, limits and keys, terms, and every dataset with its path, tool and docs page.
 */
final class ApiReference {
  private ApiReference() {
  }

  static JsonObject build(AppConfig config, ToolCatalog catalog, int maxRows) {
    JsonArray datasets = new JsonArray();
    for (McpTool t : catalog.all()) {
      for (McpTool.Bound b : t.variants()) {
        Dataset ds = b.dataset();
        datasets.add(new JsonObject().put("tool", t.name()).put("dataset", ds.name()).put("title", ds.title())
            .put("path", ds.path()).put("csv", ds.path() + "/csv").put("docs", config.docsUrl(ds.name())));
      }
    }
    return new JsonObject()
        .put("baseUrl", config.publicBaseUrl())
        .put("mcp", config.publicBaseUrl() + "/mcp")
        .put("openapi", config.publicBaseUrl() + "/openapi.json")
        .put("envelope", "Every JSON answer is {data, updatedAt, source, docs, license, attribution}: data holds"
            + " the rows (or an object wrapping them), updatedAt the last ingest of the dataset, docs its page.")
        .put("csv", "Append /csv to a dataset path for the same rows as CSV (snake_case headers), up to 50,000"
            + " rows; a tool result longer than " + maxRows + " rows is cut and links its CSV.")
        .put("limits", "Keyless: " + config.rateLimit().keylessPerMinute() + " requests a minute per IP. With a key"
            + " (x-api-key or Authorization: Bearer): " + config.rateLimit().keyedPerMinute() + " a minute."
            + " A tool call counts as one request of its dataset.")
        .put("errors", "Bad parameters are refused naming the parameter and its accepted values; nothing is clamped.")
        .put("license", config.license())
        .put("datasets", datasets);
  }
}
