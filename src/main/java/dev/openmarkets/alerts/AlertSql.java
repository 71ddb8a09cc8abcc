package dev.openmarkets.alerts;

/** Every statement of the alerts, in one place (the tables: V40__alerts.sql). */
final class AlertSql {
  /**
   * The lock VersionBumps takes in every writer transaction before the bumps (and so before the
   * alerts' detection): making an alert under it means a commit either sees the alert or
   * committed its rows before the alert's first look, never neither.
   */
  static final String WRITERS_LOCK = "SELECT pg_advisory_xact_lock(7365430917324402)";

  static final String COUNT_OF_KEY = "SELECT count(*) FROM alerts WHERE key_prefix = $1";

  static final String INSERT = """
      INSERT INTO alerts (id, key_prefix, url, dataset, params, secret_enc, created_at, watched, rule)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      RETURNING *""";

  static final String SEEN_BASELINE = """
      INSERT INTO alert_seen (alert_id, row_hash)
      SELECT $1, h FROM unnest($2::bytea[]) AS h
      ON CONFLICT DO NOTHING""";

  static final String LIST_OF_KEY = "SELECT * FROM alerts WHERE key_prefix = $1 ORDER BY created_at, id";

  static final String ONE_OF_KEY = "SELECT * FROM alerts WHERE id = $1 AND key_prefix = $2";

  static final String DELETE = "DELETE FROM alerts WHERE id = $1 AND key_prefix = $2";

  static final String ROTATE = """
      UPDATE alerts SET old_secret_enc = secret_enc, old_secret_until = $3, secret_enc = $4
      WHERE id = $1 AND key_prefix = $2
      RETURNING *""";

  static final String RESUME = """
      UPDATE alerts SET paused_at = NULL, paused_reason = NULL
      WHERE id = $1 AND key_prefix = $2
      RETURNING *""";

  /** The alerts watching the datasets a commit changed. */
  static final String WATCHING = "SELECT id, dataset, params, rule FROM alerts WHERE watched && $1::text[] ORDER BY id";

  /**
   * One alert's look at its query's rows: the versions not seen before are recorded as seen and
   * become outbox rows, in the order the answer lists them. The webhook id names the alert and
   * the row version, so it is the same whenever and however often that version is sent.
   */
  static final String RECORD_NEW = """
      WITH r AS (
        SELECT h, p, ord FROM unnest($2::bytea[], $3::text[]) WITH ORDINALITY AS r(h, p, ord)
      ), fresh AS (
        INSERT INTO alert_seen (alert_id, row_hash) SELECT $1, h FROM r
        ON CONFLICT DO NOTHING
        RETURNING row_hash
      )
      INSERT INTO alert_outbox (alert_id, webhook_id, payload, created_at, next_attempt_at)
      SELECT $1, 'msg_' || $1 || '_' || encode(substr(r.h, 1, 16), 'hex'), r.p, $4, $4
      FROM r JOIN fresh ON fresh.row_hash = r.h
      ORDER BY r.ord
      ON CONFLICT (webhook_id) WHERE NOT replay DO NOTHING""";

  /** A rule's matches at its creation: their windows are taken (it fires for later ones). */
  static final String RULE_BASELINE = """
      INSERT INTO alert_rule_windows (alert_id, key, window_start, window_end)
      SELECT $1, k, s, e FROM unnest($2::text[], $3::date[], $4::date[]) AS m(k, s, e)
      ON CONFLICT DO NOTHING""";

  /**
   * A rule's matches after a commit: a key's match fires when the key has no window yet or when
   * the match starts after its last window ended; the fired window replaces the last one. The
   * webhook id names the alert, the key and the window's start.
   */
  static final String RECORD_RULE = """
      WITH m AS (
        SELECT * FROM unnest($2::text[], $3::date[], $4::date[], $5::text[]) AS m(k, s, e, p)
      ), fired AS (
        INSERT INTO alert_rule_windows (alert_id, key, window_start, window_end)
        SELECT $1, k, s, e FROM m
        ON CONFLICT (alert_id, key) DO UPDATE SET window_start = EXCLUDED.window_start, window_end = EXCLUDED.window_end
        WHERE alert_rule_windows.window_end < EXCLUDED.window_start
        RETURNING key
      )
      INSERT INTO alert_outbox (alert_id, webhook_id, payload, created_at, next_attempt_at)
      SELECT $1, 'msg_' || $1 || '_' || md5(m.k || '|' || m.s), m.p, $6, $6
      FROM m JOIN fired ON fired.key = m.k
      ORDER BY m.k
      ON CONFLICT (webhook_id) WHERE NOT replay DO NOTHING""";

  /**
   * The next event of every receiver URL (the oldest undelivered one, so one URL's events go in
   * order) that is due and not being sent now. Read from the pending index, never the whole outbox:
   * the alerts with pending events (an index-only scan of alert_outbox_pending), each alert's
   * oldest one (one index probe), then the oldest per URL (alerts may share one). The outbox keeps
   * every delivered event, so a look that sorted every row (a seq scan once a burst is pending)
   * grew with the history: ~100 ms a look with 6,000 pending in 46,000 rows against ~15 ms here
   * (bench/alerts.sh, a look picks at most maxConcurrentUrls events).
   */
  static final String DUE_HEADS = """
      SELECT o.id, o.alert_id, h.url, a.key_prefix, o.webhook_id, o.payload, o.attempts, o.next_attempt_at,
        o.first_try_at, a.secret_enc, a.old_secret_enc, a.old_secret_until
      FROM (
        SELECT DISTINCT ON (a.url) a.url, head.id, head.next_attempt_at
        FROM (SELECT DISTINCT alert_id FROM alert_outbox WHERE delivered_at IS NULL AND failed_at IS NULL) p
        JOIN alerts a ON a.id = p.alert_id
        CROSS JOIN LATERAL (
          SELECT o.id, o.next_attempt_at FROM alert_outbox o
          WHERE o.alert_id = a.id AND o.delivered_at IS NULL AND o.failed_at IS NULL
          ORDER BY o.id
          LIMIT 1) head
        WHERE a.paused_at IS NULL
        ORDER BY a.url, head.id
      ) h
      JOIN alert_outbox o ON o.id = h.id
      JOIN alerts a ON a.id = o.alert_id
      WHERE h.next_attempt_at <= $1 AND NOT (h.url = ANY($2))
      ORDER BY h.id
      LIMIT $3""";

  static final String DELIVERED = """
      WITH o AS (
        UPDATE alert_outbox SET delivered_at = $2, attempts = attempts + 1, first_try_at = coalesce(first_try_at, $2),
          last_status = $3, last_error = NULL
        WHERE id = $1 RETURNING id, alert_id
      )
      INSERT INTO alert_attempts (outbox_id, alert_id, attempted_at, status, error, latency_ms)
      SELECT id, alert_id, $2, $3, NULL, $4 FROM o""";

  /** A failed attempt: retried at $5, or (when $5 is null) given up, with the alert paused for its reason. */
  static final String FAILED = """
      WITH o AS (
        UPDATE alert_outbox SET attempts = attempts + 1, first_try_at = coalesce(first_try_at, $2),
          last_status = $3, last_error = $4, next_attempt_at = coalesce($5, next_attempt_at),
          failed_at = CASE WHEN $5 IS NULL THEN $2 END
        WHERE id = $1 RETURNING id, alert_id
      ), paused AS (
        UPDATE alerts SET paused_at = $2, paused_reason = $7
        WHERE $5 IS NULL AND id = (SELECT alert_id FROM o)
      )
      INSERT INTO alert_attempts (outbox_id, alert_id, attempted_at, status, error, latency_ms)
      SELECT id, alert_id, $2, $3, $4, $6 FROM o""";

  static final String DELIVERIES = """
      SELECT o.id, o.webhook_id, o.replay, o.created_at, o.attempts, o.delivered_at, o.failed_at, o.next_attempt_at,
        o.last_status, o.last_error,
        coalesce((SELECT json_agg(json_build_object('at', iso_utc(t.attempted_at), 'status', t.status,
            'error', t.error, 'latencyMs', t.latency_ms) ORDER BY t.id)
          FROM alert_attempts t WHERE t.outbox_id = o.id), '[]'::json) AS tries
      FROM alert_outbox o JOIN alerts a ON a.id = o.alert_id
      WHERE o.alert_id = $1 AND a.key_prefix = $2 AND ($3::bigint IS NULL OR o.id < $3)
      ORDER BY o.id DESC
      LIMIT $4""";

  /** Re-sends the alert's events made since $3, with their own webhook ids, after anything pending. */
  static final String REPLAY = """
      INSERT INTO alert_outbox (alert_id, webhook_id, replay, payload, created_at, next_attempt_at)
      SELECT o.alert_id, o.webhook_id, true, o.payload, $4, $4
      FROM alert_outbox o JOIN alerts a ON a.id = o.alert_id
      WHERE o.alert_id = $1 AND a.key_prefix = $2 AND NOT o.replay AND o.created_at >= $3
      ORDER BY o.id
      LIMIT $5""";

  static final String BACKLOG = """
      SELECT count(*) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL) AS pending,
        count(*) FILTER (WHERE delivered_at IS NOT NULL) AS delivered,
        count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed,
        extract(epoch FROM $1::timestamptz - min(created_at) FILTER (WHERE delivered_at IS NULL AND failed_at IS NULL))
          AS oldest_pending_seconds
      FROM alert_outbox""";

  private AlertSql() {
  }
}
