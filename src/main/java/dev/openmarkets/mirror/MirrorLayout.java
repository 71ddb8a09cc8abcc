package dev.openmarkets.mirror;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Where a publication's files live under the mirror directory (the paths `/mirror/` serves). */
public final class MirrorLayout {
  public static final String MANIFEST = "manifest.json";
  public static final String SIGNATURE = "manifest.json.minisig";
  public static final String PUBLIC_KEY = "openmarkets.pub";

  private MirrorLayout() {
  }

  /** A Parquet file's path: named for its content, so a published path never holds other bytes. */
  static String dataPath(MirrorTable t, String partition, String sha256) {
    return "data/" + t.table() + "/" + partition + "/" + t.table() + "-" + partition + "-" + sha256.substring(0, 16)
        + ".parquet";
  }

  static String manifestVersionPath(int version) {
    return String.format("manifests/manifest-%06d.json", version);
  }

  /** Writes bytes to a scratch file beside target and renames it over target. */
  static void replace(Path target, byte[] bytes) throws IOException {
    Files.createDirectories(target.toAbsolutePath().getParent());
    Path tmp = Files.createTempFile(target.toAbsolutePath().getParent(), ".publish", ".tmp");
    Files.write(tmp, bytes);
    Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}
