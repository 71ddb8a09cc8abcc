package dev.openmarkets.alerts;

import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import java.time.Instant;
import java.time.OffsetDateTime;

/** An alert as its owner sees it (never its secret). dataset: the path name under /api/markets/. */
record AlertRecord(String id, String url, String dataset, JsonObject params, JsonObject rule, Instant createdAt,
    Instant pausedAt, String pausedReason, Instant previousSecretUntil) {

  static AlertRecord of(Row r, DatasetIndex index) {
    String dataset = r.getString("dataset");
    return new AlertRecord(r.getString("id"), r.getString("url"), dataset == null ? null : index.pathName(dataset),
        json(r.getValue("params")), json(r.getValue("rule")), instant(r.getOffsetDateTime("created_at")),
        instant(r.getOffsetDateTime("paused_at")), r.getString("paused_reason"),
        instant(r.getOffsetDateTime("old_secret_until")));
  }

  private static JsonObject json(Object v) {
    return v == null ? null : new JsonObject(v.toString());
  }

  private static Instant instant(OffsetDateTime t) {
    return t == null ? null : t.toInstant();
  }

  JsonObject toJson() {
    JsonObject o = new JsonObject()
        .put("id", id)
        .put("url", url);
    if (rule != null) {
      rule.forEach(e -> o.put(e.getKey(), e.getValue()));
    } else {
      o.put("dataset", dataset).put("params", params);
    }
    o.put("createdAt", createdAt.toString())
        .put("status", pausedAt == null ? "active" : "paused");
    if (pausedAt != null) {
      o.put("pausedAt", pausedAt.toString()).put("pausedReason", pausedReason);
    }
    if (previousSecretUntil != null && previousSecretUntil.isAfter(Instant.now())) {
      o.put("previousSecretValidUntil", previousSecretUntil.toString());
    }
    return o;
  }
}
