package dev.openmarkets.alerts;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.ingest.CommitHook;
import dev.openmarkets.ingest.VersionBumps;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Finds new rows inside the writer's transaction: for every alert on a dataset the commit bumped,
 * its query runs on the writer's own connection (so it sees the rows about to commit), each row
 * version not in alert_seen is recorded there and becomes an outbox row, all committing with the
 * rows or not at all. Alerts with the same dataset and parameters share one run of the query.
 * A failing alert statement fails the write (DetectionFailed): rows and events commit together or
 * not at all, and the poller writes the file again (docs/alerts.md, "What is a new row").
 */
final class Detector implements CommitHook {
  private static final Logger LOG = Logger.getLogger(Detector.class.getName());
  static final String EVENT_TYPE = "alert.row";
  static final String RULE_EVENT_TYPE = "alert.rule";

  private final DatasetIndex index;
  private final AlertsConfig config;
  private final Clock clock;
  private final Metrics metrics;

  Detector(DatasetIndex index, AlertsConfig config, Clock clock, Metrics metrics) {
    this.index = index;
    this.config = config;
    this.clock = clock;
    this.metrics = metrics;
  }

  private record Watcher(String id, Dataset dataset, JsonObject params) {
  }

  private record RuleWatcher(String id, JsonObject rule) {
  }

  @Override
  public Future<Void> inTransaction(SqlConnection conn, List<VersionBumps.Bumped> bumped) {
    if (bumped.isEmpty()) {
      return Future.succeededFuture();
    }
    String[] names = bumped.stream().map(VersionBumps.Bumped::dataset).toArray(String[]::new);
    return conn.preparedQuery(AlertSql.WATCHING).execute(Tuple.of(names)).compose(rows -> {
      Map<String, List<Watcher>> byQuery = new LinkedHashMap<>();
      List<RuleWatcher> rules = new ArrayList<>();
      for (Row r : rows) {
        Dataset ds = r.getString("dataset") == null ? null : index.byName(r.getString("dataset"));
        if (r.getValue("rule") != null) {
          rules.add(new RuleWatcher(r.getString("id"), new JsonObject(r.getValue("rule").toString())));
        } else if (ds != null) {
          JsonObject params = new JsonObject(r.getJsonObject("params").encode());
          byQuery.computeIfAbsent(ds.name() + " " + params.encode(), k -> new ArrayList<>())
              .add(new Watcher(r.getString("id"), ds, params));
        }
      }
      if (byQuery.isEmpty() && rules.isEmpty()) {
        return Future.succeededFuture();
      }
      return detectAll(conn, byQuery.values()).compose(v -> rulesAll(conn, rules));
    }).recover(err -> Future.failedFuture(new DetectionFailed(names, err)));
  }

  /**
   * Not a PgException, on purpose: the writer rejects a file the database refuses (for good), but
   * a detection that failed must fail the write as transient, so the file is written again.
   */
  static final class DetectionFailed extends RuntimeException {
    DetectionFailed(String[] datasets, Throwable cause) {
      super("alerts: detection failed on " + String.join(",", datasets) + "; the write is rolled back", cause);
    }
  }

  /**
   * Every group's statements sent at once on the writer's connection, pipelined (its
   * pipeliningLimit queues the rest): the server runs them back to back in the order sent, so a
   * commit watched by 500 alerts costs their statements, not 1,000 round trips, while it holds the
   * writers' lock (bench/alerts.sh measured ~1 s a commit one after another on a loaded 2-core host).
   */
  private Future<Void> detectAll(SqlConnection conn, Iterable<List<Watcher>> groups) {
    List<Future<Void>> all = new ArrayList<>();
    for (List<Watcher> group : groups) {
      all.add(detect(conn, group));
    }
    return Future.all(all).mapEmpty();
  }

  /** An alert the declarations refuse now: no statement has run for it, so the write goes on without it. */
  private Future<Void> skipped(String alertId, RuntimeException why) {
    LOG.warning(() -> "alerts: " + alertId + " skipped, its query is refused now: " + why.getMessage());
    metrics.registry().counter("openmarkets.alerts.detection.failures").increment();
    return Future.succeededFuture();
  }

  private Future<Void> rulesAll(SqlConnection conn, List<RuleWatcher> rules) {
    Future<Void> chain = Future.succeededFuture();
    for (RuleWatcher r : rules) {
      chain = chain.compose(v -> rule(conn, r));
    }
    return chain;
  }

  /** A rule's matches now; those in a new window (RECORD_RULE) become outbox rows. */
  private Future<Void> rule(SqlConnection conn, RuleWatcher w) {
    CrossRule rule;
    try {
      rule = CrossRule.parse(w.rule(), index);
    } catch (RuntimeException refused) {
      return skipped(w.id(), refused);
    }
    OffsetDateTime now = OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
    return rule.matches(conn).compose(matches -> {
      if (matches.isEmpty()) {
        return Future.succeededFuture();
      }
      String[] payloads = matches.stream().map(m -> rulePayload(w.id(), rule, m, now)).toArray(String[]::new);
      return conn.preparedQuery(AlertSql.RECORD_RULE).execute(Tuple.from(new Object[] {w.id(),
              matches.stream().map(CrossRule.Match::key).toArray(String[]::new),
              matches.stream().map(CrossRule.Match::start).toArray(java.time.LocalDate[]::new),
              matches.stream().map(CrossRule.Match::end).toArray(java.time.LocalDate[]::new), payloads, now}))
          .onSuccess(rs -> metrics.registry().counter("openmarkets.alerts.events").increment(rs.rowCount()))
          .mapEmpty();
    });
  }

  /**
   * A rule's delivery body: type alert.rule, alert, dataset "allOf", timestamp, key, window
   * {from, to}, and data: one {dataset, row} per condition, each row as its dataset shows it.
   */
  String rulePayload(String alertId, CrossRule rule, CrossRule.Match m, OffsetDateTime at) {
    StringBuilder data = new StringBuilder("[");
    for (int i = 0; i < m.rows().size(); i++) {
      String ds = index.pathName(rule.conditions().get(i).query().dataset().name());
      String entry = new JsonObject().put("dataset", ds).encode();
      data.append(i == 0 ? "" : ",").append(entry, 0, entry.length() - 1).append(",\"row\":")
          .append(new String(m.rows().get(i), StandardCharsets.UTF_8)).append('}');
    }
    String head = new JsonObject()
        .put("type", RULE_EVENT_TYPE)
        .put("alert", alertId)
        .put("dataset", "allOf")
        .put("timestamp", at.toInstant().toString())
        .put("key", m.key())
        .put("window", new JsonObject().put("from", m.start().toString()).put("to", m.end().toString()))
        .encode();
    return head.substring(0, head.length() - 1) + ",\"data\":" + data.append(']') + "}";
  }

  private Future<Void> detect(SqlConnection conn, List<Watcher> group) {
    Watcher first = group.get(0);
    WatchedQuery query;
    try {
      query = WatchedQuery.of(first.dataset(), first.params());
    } catch (RuntimeException refused) {
      return skipped(first.id(), refused);
    }
    OffsetDateTime now = OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
    return query.run(conn).compose(found -> {
      List<Future<Void>> recorded = new ArrayList<>(group.size());
      for (Watcher w : group) {
        recorded.add(record(conn, w, found, now));
      }
      return Future.all(recorded).mapEmpty();
    });
  }

  private Future<Void> record(SqlConnection conn, Watcher w, List<WatchedQuery.Found> found, OffsetDateTime now) {
    Buffer[] hashes = new Buffer[found.size()];
    String[] payloads = new String[found.size()];
    String pathName = index.pathName(w.dataset().name());
    for (int i = 0; i < found.size(); i++) {
      hashes[i] = Buffer.buffer(found.get(i).hash());
      payloads[i] = payload(w.id(), pathName, now, found.get(i).json());
    }
    return conn.preparedQuery(AlertSql.RECORD_NEW).execute(Tuple.of(w.id(), hashes, payloads, now))
        .onSuccess(rs -> metrics.registry().counter("openmarkets.alerts.events").increment(rs.rowCount()))
        .mapEmpty();
  }

  /**
   * The delivery body: type, alert, dataset, timestamp (the commit's), data (the row as the
   * dataset's JSON answer shows it). A row past maxBodyBytes is sent as a pointer instead
   * (data empty, truncated true), so no body is unbounded.
   */
  String payload(String alertId, String dataset, OffsetDateTime at, byte[] row) {
    String head = new JsonObject()
        .put("type", EVENT_TYPE)
        .put("alert", alertId)
        .put("dataset", dataset)
        .put("timestamp", at.toInstant().toString())
        .encode();
    String rowJson = new String(row, StandardCharsets.UTF_8);
    boolean fits = head.length() + rowJson.length() + 16 <= config.maxBodyBytes();
    return head.substring(0, head.length() - 1) + ",\"data\":[" + (fits ? rowJson : "") + "]"
        + (fits ? "" : ",\"truncated\":true") + "}";
  }
}
