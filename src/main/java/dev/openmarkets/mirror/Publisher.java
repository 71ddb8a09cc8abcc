package dev.openmarkets.mirror;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * `mirror publish`: writes the changed partitions of the chosen tables as Parquet files, then a
 * new manifest version naming every current file and the previous version's sha256, signed in
 * minisign's format. A partition whose rows did not change keeps its published file; when nothing
 * changed no file and no manifest version is written. Blocking JDBC: a CLI or a worker thread.
 */
public final class Publisher {
  private final Connection pg;
  private final MinisignKey key;
  private final Path dir;
  private final Clock clock;
  private final PrintStream log;

  public Publisher(Connection pg, MinisignKey key, Path dir, Clock clock, PrintStream log) {
    this.pg = pg;
    this.key = key;
    this.dir = dir;
    this.clock = clock;
    this.log = log;
  }

  /** What a run did: the manifest version now current, files written and kept, and whether a version was added. */
  public record Result(int version, int written, int kept, boolean published) {
  }

  public Result publish(List<MirrorTable> tables) throws SQLException, IOException {
    Path manifestFile = dir.resolve(MirrorLayout.MANIFEST);
    byte[] prevBytes = Files.isRegularFile(manifestFile) ? Files.readAllBytes(manifestFile) : null;
    Manifest prev = prevBytes == null ? null : Manifest.decode(prevBytes);
    List<ManifestFile> files = new ArrayList<>();
    if (prev != null) {
      prev.files().stream().filter(f -> tables.stream().noneMatch(t -> t.table().equals(f.table()))).forEach(files::add);
    }
    int written = 0;
    try (ParquetWriter writer = new ParquetWriter()) {
      for (MirrorTable t : tables) {
        written += publishTable(t, prev, writer, files);
      }
    }
    files.sort(java.util.Comparator.comparing(ManifestFile::table).thenComparing(ManifestFile::partition));
    int kept = files.size() - written;
    if (prev != null && prev.files().equals(files)) {
      log.printf("mirror: nothing changed since manifest version %d; no file written%n", prev.version());
      return new Result(prev.version(), 0, kept, false);
    }
    int version = prev == null ? 1 : prev.version() + 1;
    Manifest m = new Manifest(version, clock.instant().toString(),
        prev == null ? null : MirrorLayout.manifestVersionPath(prev.version()),
        prevBytes == null ? null : Sha256.of(prevBytes), List.copyOf(files));
    writeManifest(m);
    log.printf("mirror: manifest version %d: %d file(s), %d written, %d kept, in %s%n", version, files.size(), written,
        kept, dir);
    return new Result(version, written, kept, true);
  }

  private int publishTable(MirrorTable t, Manifest prev, ParquetWriter writer, List<ManifestFile> files)
      throws SQLException, IOException {
    boolean autoCommit = pg.getAutoCommit();
    pg.setAutoCommit(false);
    // one snapshot per table: the fingerprints and the rows written agree
    pg.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
    try (Statement st = pg.createStatement()) {
      st.execute("SET LOCAL TIME ZONE 'UTC'");
      List<Column> columns = TableColumns.read(pg, t.table());
      boolean withZone = columns.stream().filter(c -> c.name().equals(t.timeColumn())).findFirst()
          .map(c -> c.parquetType().equals("TIMESTAMPTZ")).orElse(false);
      int written = 0;
      for (PartitionStats p : PartitionStats.read(pg, t, withZone)) {
        Optional<ManifestFile> same = prev == null ? Optional.empty() : prev.files().stream()
            .filter(f -> f.table().equals(t.table()) && f.partition().equals(p.partition())
                && f.fingerprint().equals(p.fingerprint()) && f.schema().equals(columns))
            .findFirst();
        if (same.isPresent()) {
          files.add(same.get());
        } else {
          files.add(writeFile(t, columns, p, withZone, writer));
          written++;
        }
      }
      pg.commit();
      return written;
    } catch (SQLException | IOException | RuntimeException e) {
      pg.rollback();
      throw e;
    } finally {
      pg.setAutoCommit(autoCommit);
    }
  }

  private ManifestFile writeFile(MirrorTable t, List<Column> columns, PartitionStats p, boolean withZone,
      ParquetWriter writer) throws SQLException, IOException {
    Path tmpDir = Files.createDirectories(dir.resolve(".tmp"));
    Path scratch = tmpDir.resolve(t.table() + "-" + p.partition() + ".csv");
    Path parquet = tmpDir.resolve(t.table() + "-" + p.partition() + ".parquet");
    long rows = writer.write(pg, t, columns, p.whereSql(t, withZone), scratch, parquet);
    if (rows != p.rows()) {
      throw new IllegalStateException(t.table() + " " + p.partition() + ": wrote " + rows + " rows, counted " + p.rows());
    }
    String sha = Sha256.of(parquet);
    long bytes = Files.size(parquet);
    String path = MirrorLayout.dataPath(t, p.partition(), sha);
    Path target = dir.resolve(path);
    Files.createDirectories(target.getParent());
    if (Files.exists(target)) {
      Files.delete(parquet);
    } else {
      Files.move(parquet, target, StandardCopyOption.ATOMIC_MOVE);
    }
    log.printf("mirror: %s %s: %d rows, %d bytes -> %s%n", t.table(), p.partition(), rows, bytes, path);
    return new ManifestFile(t.dataset(), t.datasets(), t.table(), t.partitioning().unit(), p.partition(), path, rows,
        bytes, sha, t.timeColumn(), p.minTime(), p.maxTime(), p.fingerprint(), clock.instant().toString(),
        columns, UpstreamFiles.of(pg, t, p.partition(), p.whereSql(t, withZone),
            columns.stream().anyMatch(c -> c.name().equals("file_id"))));
  }

  private void writeManifest(Manifest m) throws IOException {
    byte[] bytes = m.encode();
    String signature = Minisign.sign(key, bytes, "openmarkets mirror manifest version " + m.version()
        + " created " + m.createdAt() + " sha256 " + Sha256.of(bytes));
    byte[] sig = signature.getBytes(StandardCharsets.UTF_8);
    String versioned = MirrorLayout.manifestVersionPath(m.version());
    MirrorLayout.replace(dir.resolve(versioned), bytes);
    MirrorLayout.replace(dir.resolve(versioned + ".minisig"), sig);
    MirrorLayout.replace(dir.resolve(MirrorLayout.PUBLIC_KEY),
        key.publicKeyFile().encode().getBytes(StandardCharsets.UTF_8));
    MirrorLayout.replace(dir.resolve(MirrorLayout.SIGNATURE), sig);
    MirrorLayout.replace(dir.resolve(MirrorLayout.MANIFEST), bytes);
  }
}
