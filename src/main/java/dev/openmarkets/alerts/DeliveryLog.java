package dev.openmarkets.alerts;

import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.concurrent.TimeUnit;

/** An alert's deliveries as its owner reads them (newest first, with every attempt), and replays. */
final class DeliveryLog {
  static final int PAGE = 100;
  /** The most events one replay re-sends. */
  static final int MAX_REPLAY = 10_000;

  private final Pool pool;
  private final Clock clock;

  DeliveryLog(Pool pool, Clock clock) {
    this.pool = pool;
    this.clock = clock;
  }

  Future<JsonArray> deliveries(String alertId, String keyPrefix, Long before) {
    return pool.preparedQuery(AlertSql.DELIVERIES).execute(Tuple.of(alertId, keyPrefix, before, PAGE))
        .timeout(Subscriptions.DEADLINE_SECONDS, TimeUnit.SECONDS)
        .map(rows -> {
          JsonArray out = new JsonArray();
          for (Row r : rows) {
            out.add(event(r));
          }
          return out;
        });
  }

  private static JsonObject event(Row r) {
    String state = r.getOffsetDateTime("delivered_at") != null ? "delivered"
        : r.getOffsetDateTime("failed_at") != null ? "failed" : "pending";
    JsonObject o = new JsonObject()
        .put("id", r.getLong("id"))
        .put("webhookId", r.getString("webhook_id"))
        .put("replay", r.getBoolean("replay"))
        .put("createdAt", iso(r.getOffsetDateTime("created_at")))
        .put("state", state)
        .put("attempts", r.getInteger("attempts"))
        .put("deliveredAt", iso(r.getOffsetDateTime("delivered_at")))
        .put("lastStatus", r.getInteger("last_status"))
        .put("lastError", r.getString("last_error"))
        .put("tries", new JsonArray(r.getValue("tries").toString()));
    if (state.equals("pending")) {
      o.put("nextAttemptAt", iso(r.getOffsetDateTime("next_attempt_at")));
    }
    return o;
  }

  Future<Integer> replay(String alertId, String keyPrefix, Instant since) {
    OffsetDateTime now = OffsetDateTime.now(clock).withOffsetSameInstant(ZoneOffset.UTC);
    return pool.preparedQuery(AlertSql.REPLAY)
        .execute(Tuple.of(alertId, keyPrefix, since.atOffset(ZoneOffset.UTC), now, MAX_REPLAY))
        .timeout(Subscriptions.DEADLINE_SECONDS, TimeUnit.SECONDS)
        .map(rs -> rs.rowCount());
  }

  private static String iso(OffsetDateTime t) {
    return t == null ? null : t.toInstant().toString();
  }
}
