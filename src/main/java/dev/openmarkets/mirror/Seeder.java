package dev.openmarkets.mirror;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * `seed`: fills this node's database from a mirror. Checks first (signature, schemas, every file's
 * size and sha256: {@link SeedCheck}), writing nothing when any fails; then loads the files this
 * node has not loaded yet, one transaction each ({@link SeedLoader}); then records the upstream
 * files the mirror's rows came from in ingest_files, which is where the pollers and backfill read
 * how far each source's history goes, so they continue after it. Blocking JDBC: the CLI's thread.
 */
public final class Seeder {
  private final Connection pg;
  private final MirrorSource source;
  private final MinisignPublicKey key;
  private final Path scratch;
  private final SeedProgress progress;

  public Seeder(Connection pg, MirrorSource source, MinisignPublicKey key, Path scratch, SeedProgress progress) {
    this.pg = pg;
    this.source = source;
    this.key = key;
    this.scratch = scratch;
    this.progress = progress;
  }

  /**
   * What a run did. direct: files COPYed straight into their table (no row conflicted); upserted:
   * files that went through the scratch table and the upsert (direct + upserted = loaded).
   */
  public record Result(int version, int loaded, int skipped, long rows, int direct, int upserted) {
  }

  public Result seed(List<String> datasets) throws SeedRefused, SQLException, IOException {
    Manifest m = SeedCheck.manifest(source, key);
    List<ManifestFile> files = select(m, datasets);
    SeedCheck.schemas(pg, files);
    Set<String> done = loadedFiles();
    List<ManifestFile> todo = files.stream().filter(f -> !done.contains(f.sha256())).toList();
    progress.start(todo.size(), todo.size(), files.size() - todo.size());
    Map<ManifestFile, Path> local = SeedCheck.files(source, todo, scratch.resolve("download"), progress);
    long rows = 0;
    int direct;
    int upserted;
    try (SeedLoader loader = new SeedLoader(pg)) {
      for (Map.Entry<ManifestFile, Path> e : local.entrySet()) {
        long t0 = System.nanoTime();
        loader.load(e.getKey(), e.getValue(), scratch, m.version(), source.describe());
        rows += e.getKey().rows();
        progress.loaded(e.getKey(), System.nanoTime() - t0);
      }
      direct = loader.direct();
      upserted = loader.upserted();
    }
    recordHistory(files);
    return new Result(m.version(), todo.size(), files.size() - todo.size(), rows, direct, upserted);
  }

  private static List<ManifestFile> select(Manifest m, List<String> datasets) throws SeedRefused {
    for (String d : datasets) {
      if (m.files().stream().noneMatch(f -> f.datasets().contains(d))) {
        throw new SeedRefused(MirrorLayout.MANIFEST, "lists no file of dataset '" + d + "'");
      }
    }
    return m.files().stream()
        .filter(f -> datasets.isEmpty() || f.datasets().isEmpty() || f.datasets().stream().anyMatch(datasets::contains))
        .toList();
  }

  private Set<String> loadedFiles() throws SQLException {
    Set<String> out = new HashSet<>();
    try (PreparedStatement st = pg.prepareStatement("SELECT sha256 FROM mirror_seeded_files");
        ResultSet rs = st.executeQuery()) {
      while (rs.next()) {
        out.add(rs.getString(1));
      }
    }
    return out;
  }

  /** The mirror's upstream files as loaded (once each), and where each dataset's history ends. */
  private void recordHistory(List<ManifestFile> files) throws SQLException {
    // files loaded by an earlier run recorded theirs then; this finishes a run stopped in between
    for (ManifestFile f : files) {
      UpstreamFiles.record(pg, f);
    }
    Map<String, String> ends = new TreeMap<>();
    for (ManifestFile f : files) {
      if (f.maxTime() != null) {
        for (String d : f.datasets()) {
          ends.merge(d, f.maxTime(), (a, b) -> a.compareTo(b) >= 0 ? a : b);
        }
      }
    }
    ends.forEach(progress::historyEnds);
  }
}
