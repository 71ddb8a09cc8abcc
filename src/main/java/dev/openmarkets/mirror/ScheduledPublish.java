package dev.openmarkets.mirror;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.db.DbUrl;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.time.Clock;
import java.util.List;

/**
 * A serving node's scheduled `mirror publish` (mirror.intervalMinutes): a {@link Poller} named
 * {@value #NAME}, so exactly one node of a fleet runs it (the pollers' lease), one run at a time,
 * the next set when this one ends, back-off after a failure, and every outcome in poll_status for
 * /stats and /metrics like a poller's. A run first compares the database's change mark (every
 * dataset version and the newest ingest record) with the mark stored beside the manifest by the last
 * run: unchanged, it reads nothing more; changed, the {@link Publisher} writes the partitions whose
 * rows changed and a new manifest version chained to the previous one (or nothing, when the rows
 * turn out the same). The publishing itself is blocking JDBC and DuckDB, on a worker thread.
 */
public final class ScheduledPublish extends Poller {
  public static final String NAME = "mirror-publish";
  /** Beside the manifest, hidden (never served): the change mark the last run published. */
  static final String MARK_FILE = ".published-mark";

  private final DbUrl db;
  private final MinisignKey key;
  private final Path dir;
  private final List<Dataset> datasets;
  private final Clock clock;

  public ScheduledPublish(Pool pool, DbUrl db, MinisignKey key, Path dir, List<Dataset> datasets, long intervalMillis,
      Clock clock) {
    super(NAME, intervalMillis, pool);
    this.db = db;
    this.key = key;
    this.dir = dir;
    this.datasets = List.copyOf(datasets);
    this.clock = clock;
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    return pool.query("""
            SELECT (SELECT coalesce(sum(version), 0) || '/' || count(*) FROM dataset_state)
                || '/' || (SELECT coalesce(max(id), 0) FROM ingest_files)""")
        .execute()
        .map(rows -> rows.iterator().next().getString(0))
        .compose(mark -> vertx.executeBlocking(() -> publishIfChanged(mark), false));
  }

  private PollOutcome publishIfChanged(String mark) throws Exception {
    Path markFile = dir.resolve(MARK_FILE);
    boolean published = Files.isRegularFile(dir.resolve(MirrorLayout.MANIFEST));
    if (published && Files.isRegularFile(markFile) && Files.readString(markFile).equals(mark)) {
      return PollOutcome.NOTHING.describedAs("no data changed since the last publication");
    }
    Files.createDirectories(dir);
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    Publisher.Result r;
    try (Connection pg = DriverManager.getConnection(db.jdbcUrl(), db.user(), db.password());
        PrintStream log = new PrintStream(lines, true, StandardCharsets.UTF_8)) {
      r = new Publisher(pg, key, dir, clock, log).publish(MirrorTables.withShared(pg, MirrorTables.of(datasets)));
    }
    // the mark read before the tables: a change during the run makes the next run look again
    MirrorLayout.replace(markFile, mark.getBytes(StandardCharsets.UTF_8));
    return new PollOutcome(r.written(), 0, null, false, 0, r.published()
        ? "manifest version " + r.version() + ": " + r.written() + " file(s) written, " + r.kept() + " kept"
        : "rows unchanged since manifest version " + r.version() + "; nothing written");
  }

  /** The secret key named by mirror.keyFile, read at start-up: a missing or unreadable key stops the node. */
  public static MinisignKey readKey(Path file) {
    try {
      return MinisignKey.read(file);
    } catch (IOException | RuntimeException e) {
      throw new IllegalStateException("mirror.keyFile " + file + " cannot be read as a minisign secret key: "
          + Poller.describe(e), e);
    }
  }
}
