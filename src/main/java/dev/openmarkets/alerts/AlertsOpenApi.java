package dev.openmarkets.alerts;

import dev.openmarkets.http.openapi.Components;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** OpenAPI 3.1 path items of /api/alerts (docs/alerts.md says what each does). */
final class AlertsOpenApi {
  private AlertsOpenApi() {
  }

  static JsonObject paths() {
    JsonObject id = new JsonObject().put("name", "id").put("in", "path").put("required", true)
        .put("schema", str());
    return new JsonObject()
        .put("/api/alerts", new JsonObject()
            .put("post", op("alerts_create", "Make an alert: a dataset query whose new rows are POSTed to url as "
                + "Standard Webhooks; answers the alert with its secret (whsec_..., shown once)", null)
                .put("requestBody", new JsonObject().put("required", true).put("content", json(createBody())))
                .put("responses", responses("201", "The alert and its secret", alert(true))
                    .put("400", Components.response("BadRequest"))
                    .put("409", error("This key has as many alerts as a key may have (alerts.maxAlertsPerKey)"))
                    .put("415", Components.response("UnsupportedMediaType"))))
            .put("get", op("alerts_list", "This key's alerts", null)
                .put("responses", responses("200", "The alerts", new JsonObject().put("type", "object")
                    .put("properties", new JsonObject().put("data", new JsonObject().put("type", "array")
                        .put("items", alert(false))))))))
        .put("/api/alerts/{id}", new JsonObject()
            .put("get", op("alerts_get", "One alert of this key", id)
                .put("responses", responses("200", "The alert", alert(false)).put("404", Components.response("NotFound"))))
            .put("delete", op("alerts_delete", "Delete an alert and its undelivered events", id)
                .put("responses", new JsonObject().put("204", new JsonObject().put("description", "Deleted")
                        .put("headers", Components.rateLimitHeaders()))
                    .put("401", Components.response("KeyRequired")).put("404", Components.response("NotFound")))))
        .put("/api/alerts/{id}/rotate-secret", new JsonObject().put("post", op("alerts_rotate_secret",
            "A new secret (shown once); the previous one keeps signing, as a second signature, for 24 h", id)
            .put("responses", responses("200", "The alert and its new secret", alert(true))
                .put("404", Components.response("NotFound")))))
        .put("/api/alerts/{id}/resume", new JsonObject().put("post", op("alerts_resume",
            "Resume a paused alert: its pending events are sent again, in order (given-up ones: replay them)", id)
            .put("responses", responses("200", "The alert", alert(false)).put("404", Components.response("NotFound")))))
        .put("/api/alerts/{id}/deliveries", new JsonObject().put("get", op("alerts_deliveries",
            "The alert's events, newest first (100 a page; before=id for the next), each with its attempts: "
                + "time, HTTP status or error, latency", id)
            .put("responses", responses("200", "The delivery log", new JsonObject().put("type", "object"))
                .put("404", Components.response("NotFound")))))
        .put("/api/alerts/{id}/replay", new JsonObject().put("post", op("alerts_replay",
            "Send the alert's events made since a moment again, with their original webhook-id, after anything pending",
            id)
            .put("parameters", new JsonArray().add(id).add(new JsonObject().put("name", "since").put("in", "query")
                .put("required", true).put("schema", str().put("format", "date-time"))))
            .put("responses", responses("202", "How many events were queued again", new JsonObject().put("type", "object"))
                .put("400", Components.response("BadRequest")).put("404", Components.response("NotFound")))));
  }

  private static JsonObject op(String operationId, String summary, JsonObject idParam) {
    JsonObject o = new JsonObject().put("summary", summary).put("operationId", operationId)
        .put("tags", new JsonArray().add("alerts"))
        .put("security", new JsonArray().add(new JsonObject().put("apiKey", new JsonArray())));
    return idParam == null ? o : o.put("parameters", new JsonArray().add(idParam));
  }

  private static JsonObject responses(String status, String description, JsonObject schema) {
    return new JsonObject()
        .put(status, new JsonObject().put("description", description).put("headers", Components.rateLimitHeaders())
            .put("content", json(schema)))
        .put("401", Components.response("KeyRequired"))
        .put("429", Components.response("RateLimited"));
  }

  /** A refusal with the one error body and the rate-limit headers. */
  private static JsonObject error(String description) {
    return new JsonObject().put("description", description).put("headers", Components.rateLimitHeaders())
        .put("content", json(new JsonObject().put("$ref", "#/components/schemas/Error")));
  }

  private static JsonObject createBody() {
    return new JsonObject().put("type", "object").put("required", new JsonArray().add("url").add("dataset"))
        .put("properties", new JsonObject()
            .put("url", str().put("format", "uri").put("description", "The receiver: a public http(s) address"))
            .put("dataset", str().put("description", "A path under /api/markets/, e.g. threshold-list"))
            .put("params", new JsonObject().put("type", "object")
                .put("description", "The dataset's own query parameters, validated as its GET validates them")));
  }

  private static JsonObject alert(boolean withSecret) {
    JsonObject props = new JsonObject()
        .put("id", str()).put("url", str()).put("dataset", str()).put("params", new JsonObject().put("type", "object"))
        .put("createdAt", str().put("format", "date-time"))
        .put("status", str().put("enum", new JsonArray().add("active").add("paused")))
        .put("pausedReason", str());
    if (withSecret) {
      props.put("secret", str().put("description", "whsec_ + base64 of the signing key; shown only in this answer"));
    }
    return new JsonObject().put("type", "object").put("properties", props);
  }

  private static JsonObject json(JsonObject schema) {
    return new JsonObject().put("application/json", new JsonObject().put("schema", schema));
  }

  private static JsonObject str() {
    return new JsonObject().put("type", "string");
  }
}
