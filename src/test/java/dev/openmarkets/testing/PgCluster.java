package dev.openmarkets.testing;

import dev.openmarkets.db.DbUrl;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * A PostgreSQL cluster of the test's own (initdb under a temporary directory, a free loopback
 * port), for what a shared server cannot do: a streaming replica of it (pg_basebackup -R), a
 * server stopped and started again. Uses the server binaries of -Dopenmarkets.test.pgBin
 * (default /usr/lib/postgresql/15/bin); as root it runs them as user postgres (initdb refuses
 * root). Tests skip when the binaries are absent ({@link #available()}).
 */
public final class PgCluster implements AutoCloseable {
  private static final Path BIN = Path.of(System.getProperty("openmarkets.test.pgBin", "/usr/lib/postgresql/15/bin"));
  private static final boolean ROOT = "root".equals(System.getProperty("user.name"));

  private final Path dir;
  private final int port;

  private PgCluster(Path dir, int port) {
    this.dir = dir;
    this.port = port;
  }

  public static boolean available() {
    return Files.isExecutable(BIN.resolve("initdb")) && Files.isExecutable(BIN.resolve("pg_basebackup"))
        && (!ROOT || Files.isExecutable(Path.of("/usr/sbin/runuser")));
  }

  /** A new primary, started: WAL for replicas, fsync off, trust on loopback (replication too). */
  public static PgCluster primary() throws Exception {
    PgCluster c = new PgCluster(ownedTempDir("om-pg-primary"), freePort());
    run(BIN.resolve("initdb").toString(), "-D", c.data().toString(), "-U", "postgres", "-A", "trust", "--no-sync",
        "-E", "UTF8", "--locale=C");
    c.settings("wal_level = replica", "max_wal_senders = 5", "fsync = off", "synchronous_commit = off",
        "full_page_writes = off", "hot_standby_feedback = on");
    c.start();
    return c;
  }

  /** A streaming replica of this primary (pg_basebackup -R), started. */
  public PgCluster replica() throws Exception {
    PgCluster r = new PgCluster(ownedTempDir("om-pg-replica"), freePort());
    Files.delete(r.data());
    run(BIN.resolve("pg_basebackup").toString(), "-h", "127.0.0.1", "-p", Integer.toString(port), "-U", "postgres",
        "-D", r.data().toString(), "-R", "-X", "stream", "--no-sync");
    r.start();
    return r;
  }

  public DbUrl url(String database) {
    return new DbUrl("127.0.0.1", port, database, "postgres", null);
  }

  public int port() {
    return port;
  }

  public void start() throws Exception {
    run(BIN.resolve("pg_ctl").toString(), "-D", data().toString(), "-l", dir.resolve("server.log").toString(), "-w",
        "-t", "60", "-o", "-p " + port + " -c listen_addresses=127.0.0.1 -c unix_socket_directories=" + dir, "start");
  }

  /** Stops the server (immediate: as a machine that went away, without a checkpoint). */
  public void stop() throws Exception {
    run(BIN.resolve("pg_ctl").toString(), "-D", data().toString(), "-m", "immediate", "-w", "stop");
  }

  /** Runs SQL on the given database through psql. */
  public String sql(String database, String sql) throws Exception {
    return run(BIN.resolve("psql").toString(), "-h", "127.0.0.1", "-p", Integer.toString(port), "-U", "postgres",
        "-d", database, "-v", "ON_ERROR_STOP=1", "-Atc", sql).trim();
  }

  private Path data() {
    return dir.resolve("data");
  }

  private void settings(String... lines) throws IOException {
    Files.writeString(data().resolve("postgresql.conf"), "\n" + String.join("\n", lines) + "\n",
        java.nio.file.StandardOpenOption.APPEND);
  }

  private static Path ownedTempDir(String prefix) throws Exception {
    Path d = Files.createTempDirectory(prefix);
    Files.createDirectory(d.resolve("data"));
    if (ROOT) {
      new ProcessBuilder("chown", "-R", "postgres:postgres", d.toString()).inheritIO().start().waitFor();
    }
    return d;
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  private static String run(String... command) throws Exception {
    List<String> cmd = new ArrayList<>();
    if (ROOT) {
      cmd.addAll(List.of("/usr/sbin/runuser", "-u", "postgres", "--"));
    }
    cmd.addAll(List.of(command));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).directory(new java.io.File("/tmp")).start();
    String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    if (p.waitFor() != 0) {
      throw new IllegalStateException(String.join(" ", command) + " failed: " + out);
    }
    return out;
  }

  @Override
  public void close() throws Exception {
    try {
      stop();
    } catch (Exception ignored) {
      // already stopped
    }
    try (Stream<Path> files = Files.walk(dir)) {
      files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
    }
  }
}
