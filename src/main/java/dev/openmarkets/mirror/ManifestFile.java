package dev.openmarkets.mirror;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * One Parquet file of a publication as the manifest lists it. fingerprint: the row count and a
 * sum of the rows' hashes when the file was written; a later publication whose partition has the
 * same fingerprint keeps this file instead of writing another.
 */
public record ManifestFile(String dataset, List<String> datasets, String table, String partitioning,
    String partition, String path, long rows, long bytes, String sha256, String timeColumn, String minTime,
    String maxTime, String fingerprint, String createdAt, List<Column> schema, List<UpstreamFile> upstream) {

  JsonObject toJson() {
    JsonArray cols = new JsonArray();
    schema.forEach(c -> cols.add(new JsonObject().put("name", c.name()).put("pgType", c.pgType())
        .put("parquetType", c.parquetType()).put("generated", c.generated()).put("scaleColumn", c.scaleColumn())));
    JsonArray up = new JsonArray();
    upstream.forEach(u -> up.add(u.toJson()));
    return new JsonObject()
        .put("dataset", dataset)
        .put("datasets", new JsonArray(datasets))
        .put("table", table)
        .put("partitioning", partitioning)
        .put("partition", partition)
        .put("path", path)
        .put("rows", rows)
        .put("bytes", bytes)
        .put("sha256", sha256)
        .put("timeColumn", timeColumn)
        .put("minTime", minTime)
        .put("maxTime", maxTime)
        .put("fingerprint", fingerprint)
        .put("createdAt", createdAt)
        .put("schema", cols)
        .put("upstream", up);
  }

  static ManifestFile from(JsonObject j) {
    List<Column> schema = j.getJsonArray("schema", new JsonArray()).stream().map(JsonObject.class::cast)
        .map(c -> new Column(c.getString("name"), c.getString("pgType"), c.getString("parquetType"),
            c.getBoolean("generated", false), c.getBoolean("scaleColumn", false)))
        .toList();
    List<UpstreamFile> up = j.getJsonArray("upstream", new JsonArray()).stream().map(JsonObject.class::cast)
        .map(UpstreamFile::from).toList();
    List<String> datasets = j.getJsonArray("datasets", new JsonArray().add(j.getString("dataset"))).stream()
        .map(Object::toString).toList();
    return new ManifestFile(j.getString("dataset"), datasets, j.getString("table"), j.getString("partitioning"),
        j.getString("partition"), j.getString("path"), j.getLong("rows"), j.getLong("bytes"), j.getString("sha256"),
        j.getString("timeColumn"), j.getString("minTime"), j.getString("maxTime"), j.getString("fingerprint"),
        j.getString("createdAt"), schema, up);
  }
}
