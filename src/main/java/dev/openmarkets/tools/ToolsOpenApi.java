package dev.openmarkets.tools;

import dev.openmarkets.http.openapi.Components;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/** OpenAPI 3.1 paths of the tools area: one POST per configured platform, and the job lookup. */
final class ToolsOpenApi {
  private ToolsOpenApi() {
  }

  static JsonObject paths(ToolsConfig cfg) {
    JsonObject paths = new JsonObject();
    JsonArray security = new JsonArray().add(new JsonObject().put("apiKey", new JsonArray()));
    for (String platform : cfg.platformNames()) {
      JsonObject body = new JsonObject().put("required", true).put("content", new JsonObject()
          .put("application/json", new JsonObject().put("schema", new JsonObject().put("type", "object")
              .put("required", new JsonArray().add("url").add("format"))
              .put("properties", new JsonObject()
                  .put("url", new JsonObject().put("type", "string").put("format", "uri")
                      .put("description", "Address of the video, http(s), on one of: "
                          + String.join(", ", cfg.platforms().get(platform).stream().sorted().toList())))
                  .put("format", new JsonObject().put("type", "string")
                      .put("description", "Quality label: " + QualityLabel.ALLOWED))))));
      paths.put("/api/tools/" + platform + "-download", new JsonObject().put("post", new JsonObject()
          .put("summary", "Extract a " + platform + " video's metadata and media URLs")
          .put("description", "Runs yt-dlp (metadata only) and answers when the job ends, with the job. At most "
              + cfg.perKeyConcurrency() + " extractions at once per key; each is stopped after "
              + cfg.timeLimitSeconds() + " s (status timed_out).")
          .put("operationId", platform + "_download")
          .put("tags", new JsonArray().add("tools"))
          .put("security", security.copy())
          .put("requestBody", body)
          .put("responses", responses(true))));
    }
    paths.put("/api/tools/jobs/{id}", new JsonObject().put("get", new JsonObject()
        .put("summary", "A job made by this key, for " + cfg.retentionHours() + " hours")
        .put("operationId", "tools_job")
        .put("tags", new JsonArray().add("tools"))
        .put("security", security.copy())
        .put("parameters", new JsonArray().add(new JsonObject().put("name", "id").put("in", "path")
            .put("required", true).put("schema", new JsonObject().put("type", "string").put("format", "uuid"))))
        .put("responses", responses(false))));
    return paths;
  }

  private static JsonObject responses(boolean post) {
    JsonObject format = new JsonObject().put("type", "object").put("properties", new JsonObject()
        .put("id", str()).put("resolution", nullable("string")).put("ext", nullable("string"))
        .put("size", nullable("integer")));
    JsonObject job = new JsonObject().put("type", "object").put("properties", new JsonObject()
        .put("id", str().put("format", "uuid"))
        .put("platform", str())
        .put("url", str())
        .put("format", str())
        .put("status", str().put("enum", new JsonArray(List.of("queued", "running", "succeeded", "failed", "timed_out"))))
        .put("title", nullable("string"))
        .put("duration", nullable("number").put("description", "seconds"))
        .put("chosenFormat", new JsonObject().put("oneOf", new JsonArray().add(format).add(new JsonObject().put("type", "null"))))
        .put("mediaUrl", nullable("string"))
        .put("mediaUrls", new JsonObject().put("type", "array").put("items", str()))
        .put("formats", new JsonObject().put("type", "array").put("items", format))
        .put("error", nullable("string"))
        .put("createdAt", str().put("format", "date-time"))
        .put("startedAt", nullable("string"))
        .put("finishedAt", nullable("string"))
        .put("expiresAt", str().put("format", "date-time")));
    JsonObject r = new JsonObject().put("200", new JsonObject().put("description", "The job")
        .put("headers", Components.rateLimitHeaders())
        .put("content", new JsonObject().put("application/json", new JsonObject().put("schema", job))));
    // every refusal has the one error body: see Components
    r.put("401", Components.response("KeyRequired"));
    if (post) {
      r.put("400", Components.response("BadRequest"))
          .put("413", Components.response("PayloadTooLarge"))
          .put("415", Components.response("UnsupportedMediaType"))
          .put("429", Components.response("RateLimited"))
          .put("503", Components.response("Unavailable"));
    } else {
      r.put("404", Components.response("NotFound"))
          .put("429", Components.response("RateLimited"));
    }
    return r;
  }

  private static JsonObject str() {
    return new JsonObject().put("type", "string");
  }

  private static JsonObject nullable(String type) {
    return new JsonObject().put("type", new JsonArray().add(type).add("null"));
  }
}
