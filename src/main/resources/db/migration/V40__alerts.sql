-- Alerts (issue 39, docs/alerts.md): standing queries per API key, delivered as Standard Webhooks.

-- One subscription. secret_enc holds the whsec_ secret encrypted with AES-256-GCM under a key that
-- lives outside the database (alerts.secretKeyFile), so a dump of this table alone cannot sign.
-- During a rotation old_secret_enc keeps signing until old_secret_until. One dataset query
-- (dataset, params) or a rule across datasets (rule: allOf, key, withinDays); watched lists the
-- datasets whose commits it looks at.
CREATE TABLE alerts (
  id               text PRIMARY KEY,
  key_prefix       text NOT NULL,
  url              text NOT NULL,
  dataset          text,
  params           jsonb,
  rule             jsonb,
  watched          text[] NOT NULL,
  secret_enc       bytea NOT NULL,
  old_secret_enc   bytea,
  old_secret_until timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  paused_at        timestamptz,
  paused_reason    text
);
CREATE INDEX alerts_by_key ON alerts (key_prefix, created_at);
CREATE INDEX alerts_by_watched ON alerts USING gin (watched);

-- The row versions an alert's query has returned so far (SHA-256 of the row's JSON object as the
-- dataset's answer shows it): a row whose hash is not here is new, or a revised version of a row.
CREATE TABLE alert_seen (
  alert_id text NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  row_hash bytea NOT NULL,
  seen_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alert_id, row_hash)
);

-- A rule's windows: the last one that fired per key. A match fires when its key has no window
-- yet or when all its rows are newer than the last window's end (once per key and window).
CREATE TABLE alert_rule_windows (
  alert_id     text NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  key          text NOT NULL,
  window_start date NOT NULL,
  window_end   date NOT NULL,
  PRIMARY KEY (alert_id, key)
);

-- The outbox: one row per event, written in the transaction of the rows that caused it. id is the
-- delivery order; webhook_id is stable across retries (and a replay re-sends it unchanged).
CREATE TABLE alert_outbox (
  id              bigserial PRIMARY KEY,
  alert_id        text NOT NULL REFERENCES alerts (id) ON DELETE CASCADE,
  webhook_id      text NOT NULL,
  replay          boolean NOT NULL DEFAULT false,
  payload         text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  first_try_at    timestamptz,
  attempts        int NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  delivered_at    timestamptz,
  failed_at       timestamptz,
  last_status     int,
  last_error      text
);
CREATE UNIQUE INDEX alert_outbox_event ON alert_outbox (webhook_id) WHERE NOT replay;
CREATE INDEX alert_outbox_pending ON alert_outbox (alert_id, id) WHERE delivered_at IS NULL AND failed_at IS NULL;
CREATE INDEX alert_outbox_by_alert ON alert_outbox (alert_id, created_at);

-- Every attempt, for GET /api/alerts/{id}/deliveries.
CREATE TABLE alert_attempts (
  id           bigserial PRIMARY KEY,
  outbox_id    bigint NOT NULL REFERENCES alert_outbox (id) ON DELETE CASCADE,
  alert_id     text NOT NULL,
  attempted_at timestamptz NOT NULL,
  status       int,
  error        text,
  latency_ms   int NOT NULL
);
CREATE INDEX alert_attempts_by_alert ON alert_attempts (alert_id, id);
