package dev.openmarkets.mirror;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * manifest.json: every file of one publication, its version, when it was made, and the previous
 * version's path and sha256 (a chain: each version names the bytes of the one before).
 */
public record Manifest(int version, String createdAt, String previousPath, String previousSha256,
    List<ManifestFile> files) {
  public static final String FORMAT = "openmarkets-mirror/1";

  public byte[] encode() {
    JsonArray fs = new JsonArray();
    files.forEach(f -> fs.add(f.toJson()));
    JsonObject previous = previousSha256 == null ? null
        : new JsonObject().put("path", previousPath).put("sha256", previousSha256);
    JsonObject j = new JsonObject()
        .put("format", FORMAT)
        .put("version", version)
        .put("createdAt", createdAt)
        .put("previous", previous)
        .put("files", fs);
    return (j.encodePrettily() + "\n").getBytes(StandardCharsets.UTF_8);
  }

  /** Parses manifest bytes; throws IllegalArgumentException when they are not a manifest of this format. */
  public static Manifest decode(byte[] bytes) {
    JsonObject j;
    try {
      j = new JsonObject(new String(bytes, StandardCharsets.UTF_8));
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("not JSON");
    }
    if (!FORMAT.equals(j.getString("format"))) {
      throw new IllegalArgumentException("not an " + FORMAT + " manifest");
    }
    JsonObject prev = j.getJsonObject("previous");
    List<ManifestFile> files = j.getJsonArray("files", new JsonArray()).stream().map(JsonObject.class::cast)
        .map(ManifestFile::from).toList();
    return new Manifest(j.getInteger("version"), j.getString("createdAt"),
        prev == null ? null : prev.getString("path"), prev == null ? null : prev.getString("sha256"), files);
  }
}
