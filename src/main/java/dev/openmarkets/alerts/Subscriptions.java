package dev.openmarkets.alerts;

import dev.openmarkets.dataset.ApiError;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Making, reading, deleting alerts and rotating their secrets, for one API key (its prefix). Every
 * call has a deadline of {@link #DEADLINE_SECONDS}. A new alert's first look at its query is taken
 * in the transaction that makes it, so only rows that arrive later fire.
 */
final class Subscriptions {
  static final int DEADLINE_SECONDS = 10;
  /** How long the previous secret keeps signing after a rotation. */
  static final Duration ROTATION_OVERLAP = Duration.ofHours(24);
  private static final SecureRandom RANDOM = new SecureRandom();

  /** A new alert and its secret, shown once. */
  record Created(AlertRecord alert, String secret) {
  }

  private final Vertx vertx;
  private final Pool pool;
  private final SecretBox box;
  private final DatasetIndex index;
  private final AlertsConfig config;
  private final Clock clock;

  Subscriptions(Vertx vertx, Pool pool, SecretBox box, DatasetIndex index, AlertsConfig config, Clock clock) {
    this.vertx = vertx;
    this.pool = pool;
    this.box = box;
    this.index = index;
    this.config = config;
    this.clock = clock;
  }

  /** What an alert watches: one query, or a rule across datasets (exactly one is set). */
  private record Watch(WatchedQuery query, CrossRule rule) {
    String[] watched() {
      return query != null ? new String[] {query.dataset().name()} : rule.watched();
    }
  }

  /**
   * body: {"url", "dataset", "params"} or {"url", "allOf", "key", "withinDays"}; fails with
   * ApiError (400 params or URL, 409 cap).
   */
  Future<Created> create(String keyPrefix, JsonObject body) {
    Watch watch;
    try {
      watch = body.containsKey("allOf") ? new Watch(null, CrossRule.parse(body, index)) : new Watch(query(body), null);
    } catch (ApiError e) {
      return Future.failedFuture(e);
    }
    Object url = body.getValue("url");
    if (url != null && !(url instanceof String)) {
      return Future.failedFuture(ApiError.badRequest("'url' must be a string."));
    }
    return Target.check(vertx, (String) url, config.allowPrivateTargets())
        .recover(err -> Future.failedFuture(err instanceof Target.Refused r
            ? new ApiError(400, "url_refused", "The url cannot receive alerts: " + r.getMessage() + ".", 0) : err))
        .compose(target -> insert(keyPrefix, target.uri().toString(), watch))
        .timeout(DEADLINE_SECONDS, TimeUnit.SECONDS);
  }

  private WatchedQuery query(JsonObject body) {
    DatasetIndex.Named named = index.find(body.getValue("dataset") instanceof String d ? d : null);
    Object p = body.getValue("params", new JsonObject());
    if (!(p instanceof JsonObject params)) {
      throw ApiError.badRequest("'params' must be an object of the dataset's query parameters.");
    }
    return WatchedQuery.of(named.dataset(), DatasetIndex.withPathValues(params, named.pathValues()));
  }

  private Future<Created> insert(String keyPrefix, String url, Watch watch) {
    String id = "al_" + HexFormat.of().formatHex(randomBytes(12));
    byte[] secret = SecretBox.newSecret();
    OffsetDateTime now = OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
    WatchedQuery q = watch.query();
    Object[] values = {id, keyPrefix, url, q == null ? null : q.dataset().name(), q == null ? null : q.rawParams(),
        Buffer.buffer(box.seal(id, secret)), now, watch.watched(), watch.rule() == null ? null : watch.rule().raw()};
    return pool.withTransaction(conn -> conn.query(AlertSql.WRITERS_LOCK).execute()
        .compose(locked -> conn.preparedQuery(AlertSql.COUNT_OF_KEY).execute(Tuple.of(keyPrefix)))
        .compose(count -> count.iterator().next().getLong(0) >= config.maxAlertsPerKey()
            ? Future.failedFuture(new ApiError(409, "alert_limit", "This key has " + config.maxAlertsPerKey()
                + " alerts, the most a key may have; delete one first.", 0))
            : conn.preparedQuery(AlertSql.INSERT).execute(Tuple.from(values)))
        .compose(inserted -> (q != null ? baseline(conn, id, q) : baseline(conn, id, watch.rule()))
            .map(inserted.iterator().next())))
        .map(row -> new Created(AlertRecord.of(row, index), SecretBox.whsec(secret)));
  }

  /** Records what the query returns now as seen: an alert fires for what comes after it. */
  private static Future<Void> baseline(SqlConnection conn, String id, WatchedQuery query) {
    return query.run(conn).compose(found -> {
      List<Buffer> hashes = new ArrayList<>(found.size());
      found.forEach(f -> hashes.add(Buffer.buffer(f.hash())));
      return conn.preparedQuery(AlertSql.SEEN_BASELINE)
          .execute(Tuple.of(id, (Object) hashes.toArray(new Buffer[0])));
    }).mapEmpty();
  }

  /** A rule's present matches take their windows: it fires for later ones. */
  private static Future<Void> baseline(SqlConnection conn, String id, CrossRule rule) {
    return rule.matches(conn).compose(matches -> conn.preparedQuery(AlertSql.RULE_BASELINE).execute(Tuple.of(id,
        matches.stream().map(CrossRule.Match::key).toArray(String[]::new),
        matches.stream().map(CrossRule.Match::start).toArray(java.time.LocalDate[]::new),
        matches.stream().map(CrossRule.Match::end).toArray(java.time.LocalDate[]::new)))).mapEmpty();
  }

  Future<List<AlertRecord>> list(String keyPrefix) {
    return pool.preparedQuery(AlertSql.LIST_OF_KEY).execute(Tuple.of(keyPrefix))
        .timeout(DEADLINE_SECONDS, TimeUnit.SECONDS)
        .map(rows -> {
          List<AlertRecord> out = new ArrayList<>();
          rows.forEach(r -> out.add(AlertRecord.of(r, index)));
          return out;
        });
  }

  Future<AlertRecord> get(String keyPrefix, String id) {
    return pool.preparedQuery(AlertSql.ONE_OF_KEY).execute(Tuple.of(id, keyPrefix))
        .timeout(DEADLINE_SECONDS, TimeUnit.SECONDS)
        .map(rows -> AlertRecord.of(one(rows.iterator().hasNext() ? rows.iterator().next() : null, id), index));
  }

  Future<Void> delete(String keyPrefix, String id) {
    return pool.preparedQuery(AlertSql.DELETE).execute(Tuple.of(id, keyPrefix))
        .timeout(DEADLINE_SECONDS, TimeUnit.SECONDS)
        .compose(rs -> rs.rowCount() == 0 ? Future.failedFuture(notFound(id)) : Future.succeededFuture());
  }

  /** A new secret; the previous one keeps signing (a second signature) for ROTATION_OVERLAP. */
  Future<Created> rotate(String keyPrefix, String id) {
    byte[] secret = SecretBox.newSecret();
    OffsetDateTime until = OffsetDateTime.now(clock).plus(ROTATION_OVERLAP).withOffsetSameInstant(ZoneOffset.UTC);
    return pool.preparedQuery(AlertSql.ROTATE)
        .execute(Tuple.of(id, keyPrefix, until, Buffer.buffer(box.seal(id, secret))))
        .timeout(DEADLINE_SECONDS, TimeUnit.SECONDS)
        .map(rows -> new Created(AlertRecord.of(one(rows.iterator().hasNext() ? rows.iterator().next() : null, id),
            index), SecretBox.whsec(secret)));
  }

  /** A paused alert sends again: its pending events first, in order (those given up stay failed; replay them). */
  Future<AlertRecord> resume(String keyPrefix, String id) {
    return pool.preparedQuery(AlertSql.RESUME).execute(Tuple.of(id, keyPrefix))
        .timeout(DEADLINE_SECONDS, TimeUnit.SECONDS)
        .map(rows -> AlertRecord.of(one(rows.iterator().hasNext() ? rows.iterator().next() : null, id), index));
  }

  private static Row one(Row row, String id) {
    if (row == null) {
      throw notFound(id);
    }
    return row;
  }

  static ApiError notFound(String id) {
    return ApiError.notFound("No alert '" + (id.length() > 40 ? id.substring(0, 40) : id) + "' for this key.");
  }

  private static byte[] randomBytes(int n) {
    byte[] b = new byte[n];
    RANDOM.nextBytes(b);
    return b;
  }
}
