package dev.openmarkets.mirror;

import io.vertx.core.json.JsonObject;

/**
 * An upstream file a published file's rows came from, as ingest_files recorded it. id is the
 * publisher's ingest_files id, which the rows' file_id columns name (null in manifests from before
 * it was listed): `seed` records the file under an id of its own and rewrites file_id to it.
 */
public record UpstreamFile(String source, String dataset, String name, String sha256, String fileDate, Long id) {

  JsonObject toJson() {
    JsonObject j = new JsonObject().put("source", source).put("dataset", dataset).put("name", name)
        .put("sha256", sha256).put("fileDate", fileDate);
    return id == null ? j : j.put("id", id);
  }

  static UpstreamFile from(JsonObject j) {
    return new UpstreamFile(j.getString("source"), j.getString("dataset"), j.getString("name"), j.getString("sha256"),
        j.getString("fileDate"), j.getLong("id"));
  }
}
