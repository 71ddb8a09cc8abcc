package dev.openmarkets.mirror;

import io.vertx.core.json.JsonObject;

/** An upstream file a published file's rows came from, as ingest_files recorded it. */
public record UpstreamFile(String source, String dataset, String name, String sha256, String fileDate) {

  JsonObject toJson() {
    return new JsonObject().put("source", source).put("dataset", dataset).put("name", name).put("sha256", sha256).put("fileDate", fileDate);
  }

  static UpstreamFile from(JsonObject j) {
    return new UpstreamFile(j.getString("source"), j.getString("dataset"), j.getString("name"), j.getString("sha256"), j.getString("fileDate"));
  }
}
