package dev.openmarkets.mirror;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Everything `seed` checks before it writes: the manifest's minisign signature with the key the
 * user trusts, that this build's tables have each file's columns and types, and every file's size
 * and sha256. Any failure refuses the whole mirror, naming the file.
 */
final class SeedCheck {
  private SeedCheck() {
  }

  static Manifest manifest(MirrorSource source, MinisignPublicKey key) throws SeedRefused {
    byte[] bytes = read(source, MirrorLayout.MANIFEST);
    byte[] sig = read(source, MirrorLayout.SIGNATURE);
    try {
      Minisign.verify(key, bytes, new String(sig, java.nio.charset.StandardCharsets.UTF_8));
    } catch (Minisign.SignatureException e) {
      throw new SeedRefused(MirrorLayout.MANIFEST, e.getMessage());
    }
    try {
      return Manifest.decode(bytes);
    } catch (IllegalArgumentException e) {
      throw new SeedRefused(MirrorLayout.MANIFEST, e.getMessage());
    }
  }

  private static byte[] read(MirrorSource source, String path) throws SeedRefused {
    try {
      return source.read(path);
    } catch (NoSuchFileException e) {
      throw new SeedRefused(path, "missing from " + source.describe());
    } catch (IOException e) {
      throw new SeedRefused(path, "cannot be read: " + e.getMessage());
    }
  }

  /** Refuses a file whose columns this database's table does not have with the same types. */
  static void schemas(Connection pg, List<ManifestFile> files) throws SeedRefused, SQLException {
    Map<String, Map<String, String>> local = new LinkedHashMap<>();
    for (ManifestFile f : files) {
      Map<String, String> have = local.get(f.table());
      if (have == null) {
        have = new LinkedHashMap<>();
        try {
          for (Column c : TableColumns.read(pg, f.table())) {
            have.put(c.name(), c.pgType());
          }
        } catch (SQLException e) {
          throw new SeedRefused(f.path(), "table " + f.table() + " does not exist in this database");
        }
        local.put(f.table(), have);
      }
      Map<String, String> theirs = new LinkedHashMap<>();
      f.schema().forEach(c -> theirs.put(c.name(), c.pgType()));
      if (!theirs.equals(have)) {
        throw new SeedRefused(f.path(), "schema mismatch: the mirror's " + f.table() + " has " + theirs
            + ", this build's has " + have);
      }
    }
  }

  /** Every file fetched and its size and sha256 checked; the local path of each, in order. */
  static Map<ManifestFile, Path> files(MirrorSource source, List<ManifestFile> files, Path scratch, SeedProgress progress)
      throws SeedRefused {
    Map<ManifestFile, Path> out = new LinkedHashMap<>();
    List<ManifestFile> todo = new ArrayList<>(files);
    for (ManifestFile f : todo) {
      Path p;
      try {
        p = source.fetch(f.path(), scratch);
        long size = Files.size(p);
        if (size != f.bytes()) {
          throw new SeedRefused(f.path(), size + " bytes, the manifest says " + f.bytes() + " (truncated or changed)");
        }
        String sha = Sha256.of(p);
        if (!sha.equals(f.sha256())) {
          throw new SeedRefused(f.path(), "sha256 " + sha + " differs from the manifest's " + f.sha256());
        }
      } catch (NoSuchFileException e) {
        throw new SeedRefused(f.path(), "missing from " + source.describe());
      } catch (IOException e) {
        throw new SeedRefused(f.path(), "cannot be read: " + e.getMessage());
      }
      out.put(f, p);
      progress.checked(f);
    }
    return out;
  }
}
