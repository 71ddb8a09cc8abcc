package dev.openmarkets.http.mirror;

import dev.openmarkets.http.openapi.Components;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/**
 * The OpenAPI path items of /mirror/ (docs/mirror.md): the index, the manifest, its signature, the
 * public key, and the content-named files under data/ and manifests/, with the answers
 * {@link MirrorRoutes} gives: strong ETags and 304, single ranges (206, 416), its own byte budget
 * (429 with Retry-After), 404 for a name it does not hold.
 */
public final class MirrorOpenApi {
  public static final String TAG = "mirror";
  public static final String TAG_DESCRIPTION = "The bulk mirror: every dataset as signed zstd Parquet files "
      + "(docs/mirror.md), for DuckDB, pandas, Spark or `seed`; no key, a byte budget a minute per client";

  private MirrorOpenApi() {
  }

  public static JsonObject paths() {
    JsonObject manifest = new JsonObject().put("type", "object")
        .put("required", new JsonArray().add("format").add("version").add("createdAt").add("files"))
        .put("properties", new JsonObject()
            .put("format", str().put("enum", new JsonArray().add("openmarkets-mirror/1")))
            .put("version", new JsonObject().put("type", "integer").put("minimum", 1))
            .put("createdAt", str().put("format", "date-time"))
            .put("previous", new JsonObject().put("type", new JsonArray().add("object").add("null"))
                .put("description", "The previous version: its path under manifests/ and the sha256 of its bytes (a chain)")
                .put("properties", new JsonObject().put("path", str()).put("sha256", str())))
            .put("files", new JsonObject().put("type", "array").put("items", fileEntry())));
    JsonObject paths = new JsonObject()
        .put("/mirror/", op("mirrorIndex", "Mirror index", "An HTML page listing every table's files of the current "
            + "publication with rows and sizes, and links to the manifest, its signature and the public key.",
            "text/html", str(), false, false))
        .put("/mirror/manifest.json", op("mirrorManifest", "Mirror manifest", "The current publication: every "
            + "file's dataset, table, partition, path (relative to the manifest), rows, bytes, sha256, time range, "
            + "schema and upstream files, and the previous version's sha256. Signed by manifest.json.minisig.",
            "application/json", manifest, false, true))
        .put("/mirror/manifest.json.minisig", op("mirrorManifestSignature", "Mirror manifest signature",
            "The manifest's Ed25519 signature in minisign's format: `minisign -Vm manifest.json -p openmarkets.pub`.",
            "text/plain", str(), false, true))
        .put("/mirror/openmarkets.pub", op("mirrorPublicKey", "Mirror public key", "The publisher's minisign public "
            + "key, for convenience: trust a key obtained from the operator by another way.", "text/plain", str(),
            false, true))
        .put("/mirror/data/{table}/{partition}/{file}", withParams(op("mirrorDataFile", "Mirror data file",
            "One zstd Parquet file of a table's partition, named for its sha256: it never changes (immutable). "
                + "Answers single Range requests (206) as DuckDB, Spark and pyarrow send them.",
            "application/vnd.apache.parquet", binary(), true, true),
            param("table", "A table name, as the manifest lists it", "short_volume"),
            param("partition", "A partition: a year, a month (YYYY-MM), `all` or `undated`", "2025"),
            param("file", "The file name the manifest's path ends with",
                "short_volume-2025-3f0c1a2b3c4d5e6f.parquet")))
        .put("/mirror/manifests/{file}", withParams(op("mirrorManifestVersion", "Mirror manifest version",
            "An earlier (or the current) manifest version and its signature (manifest-NNNNNN.json and .minisig): "
                + "never rewritten, so the chain can be walked back to version 1.",
            "application/json", manifest.copy(), true, true),
            param("file", "manifest-NNNNNN.json or manifest-NNNNNN.json.minisig", "manifest-000001.json")));
    // a version's signature (.minisig) is text beside the JSON versions
    paths.getJsonObject("/mirror/manifests/{file}").getJsonObject("get").getJsonObject("responses")
        .getJsonObject("200").getJsonObject("content").put("text/plain", new JsonObject().put("schema", str()));
    return paths;
  }

  private static JsonObject op(String opId, String summary, String description, String mediaType, JsonObject schema,
      boolean ranges, boolean etag) {
    JsonObject okHeaders = new JsonObject().put("ETag", header("A strong validator: the file's sha256, quoted"))
        .put("Cache-Control", header("`public, max-age=31536000, immutable` under data/ and manifests/ (named for "
            + "their content), `public, max-age=60` otherwise"));
    JsonObject responses = new JsonObject()
        .put("200", new JsonObject().put("description", summary).put("headers", okHeaders)
            .put("content", new JsonObject().put(mediaType, new JsonObject().put("schema", schema))))
        .put("304", new JsonObject().put("description", "Not modified: If-None-Match matched the ETag")
            .put("headers", new JsonObject().put("ETag", header("The same validator"))))
        .put("404", refusal(etag ? "No mirror file at this path (or no publication yet)"
            : "This node has published no mirror yet", new JsonObject()))
        .put("405", Components.response("MethodNotAllowed"));
    if (ranges) {
      responses.put("206", new JsonObject().put("description", "The bytes of the one range asked for (Range: "
              + "bytes=START-END); several ranges in one header get the whole file (200)")
          .put("headers", okHeaders.copy().put("Content-Range", header("bytes START-END/SIZE")))
          .put("content", new JsonObject().put(mediaType, new JsonObject().put("schema", binary()))));
      responses.put("416", refusal("The range lies past the end of the file or is written backwards",
          new JsonObject().put("Content-Range", header("bytes */SIZE"))));
    }
    if (etag) {
      responses.put("429", refusal("Over this client's mirror byte budget (mirror.bytesPerMinute); wait "
          + "Retry-After seconds", new JsonObject().put("Retry-After", Components.headerRef("Retry-After"))));
    }
    JsonObject get = new JsonObject().put("summary", summary).put("description", description).put("operationId", opId)
        .put("tags", new JsonArray().add(TAG))
        // no key: the mirror has its own byte budget, not the API's request limit
        .put("security", new JsonArray().add(new JsonObject()))
        .put("responses", responses);
    if (ranges) {
      get.put("parameters", new JsonArray().add(new JsonObject().put("name", "Range").put("in", "header")
          .put("required", false).put("description", "One byte range (bytes=START-END, START- or -SUFFIX)")
          .put("schema", str()).put("example", "bytes=0-1023")));
    }
    return new JsonObject().put("get", get);
  }

  private static JsonObject withParams(JsonObject item, JsonObject... params) {
    JsonObject get = item.getJsonObject("get");
    JsonArray list = get.getJsonArray("parameters", new JsonArray());
    for (JsonObject p : params) {
      list.add(p);
    }
    get.put("parameters", list);
    return item;
  }

  private static JsonObject param(String name, String description, String example) {
    return new JsonObject().put("name", name).put("in", "path").put("required", true).put("description", description)
        .put("schema", str()).put("example", example);
  }

  private static JsonObject refusal(String description, JsonObject headers) {
    return new JsonObject().put("description", description).put("headers", headers)
        .put("content", new JsonObject().put("application/json", new JsonObject()
            .put("schema", new JsonObject().put("$ref", "#/components/schemas/Error"))));
  }

  private static JsonObject fileEntry() {
    JsonObject nullableText = new JsonObject().put("type", new JsonArray().add("string").add("null"));
    return new JsonObject().put("type", "object")
        .put("required", new JsonArray().add("dataset").add("path").add("rows").add("bytes").add("sha256"))
        .put("properties", new JsonObject()
            .put("dataset", str().put("description", "The first dataset answering from the table, or the table's "
                + "name for a shared table"))
            .put("datasets", new JsonObject().put("type", "array").put("items", str()))
            .put("table", str())
            .put("partitioning", str().put("enum", new JsonArray().add("year").add("month").add("none")))
            .put("partition", str())
            .put("path", str().put("description", "Relative to the manifest"))
            .put("rows", new JsonObject().put("type", "integer"))
            .put("bytes", new JsonObject().put("type", "integer"))
            .put("sha256", str().put("pattern", "^[0-9a-f]{64}$"))
            .put("timeColumn", nullableText.copy())
            .put("minTime", nullableText.copy())
            .put("maxTime", nullableText.copy())
            .put("fingerprint", str())
            .put("createdAt", str().put("format", "date-time"))
            .put("schema", new JsonObject().put("type", "array").put("items", new JsonObject().put("type", "object")
                .put("properties", new JsonObject().put("name", str()).put("pgType", str()).put("parquetType", str())
                    .put("generated", new JsonObject().put("type", "boolean"))
                    .put("scaleColumn", new JsonObject().put("type", "boolean")))))
            .put("upstream", new JsonObject().put("type", "array").put("items", new JsonObject().put("type", "object")
                .put("properties", new JsonObject().put("source", str()).put("dataset", str()).put("name", str())
                    .put("sha256", str()).put("fileDate", nullableText.copy())
                    .put("id", new JsonObject().put("type", "integer").put("description", "The publisher's id of the "
                        + "file, which the rows' file_id holds"))))));
  }

  private static JsonObject header(String description) {
    return new JsonObject().put("description", description).put("schema", str());
  }

  private static JsonObject binary() {
    return str().put("contentMediaType", "application/vnd.apache.parquet");
  }

  private static JsonObject str() {
    return new JsonObject().put("type", "string");
  }
}
