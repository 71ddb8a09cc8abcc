package dev.openmarkets.http.mirror;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.openmarkets.mirror.Sha256;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Strong ETags of the mirror's files: the sha256 of their bytes, computed once on a worker thread
 * per file version (path, size, modification time) and kept. The same worker step checks that the
 * file's real path (symbolic links resolved) is inside the mirror directory.
 */
final class FileTags {
  private final Vertx vertx;
  private final Path root;
  private final Cache<String, String> tags = Caffeine.newBuilder().maximumSize(100_000).build();

  FileTags(Vertx vertx, Path root) {
    this.vertx = vertx;
    this.root = root;
  }

  /** The file's ETag (quoted), or a failed future when the file is outside the mirror directory. */
  Future<String> of(Path file, long size, long modified) {
    String key = file + "|" + size + "|" + modified;
    String known = tags.getIfPresent(key);
    if (known != null) {
      return Future.succeededFuture(known);
    }
    return vertx.executeBlocking(() -> {
      if (!file.toRealPath().startsWith(root.toRealPath())) {
        throw new IOException("outside the mirror directory");
      }
      String tag = "\"" + Sha256.of(file) + "\"";
      tags.put(key, tag);
      return tag;
    }, false);
  }
}
