-- Point in time's storage (issue 37): bench/seed.sql's short volume (3,000 symbols x 730 days of
-- weekdays) in the table as it was before point in time (V2/V5/V18 columns and indexes) and as it is
-- now (V44: version columns, primary key (key, version_no), known_at index, covering index
-- with the version interval), with 1 % of rows revised once (bench/asof-seed.sql's rate). Run on
-- a scratch database: psql -d scratch -f bench/pit-storage.sql
\set ON_ERROR_STOP on
SET synchronous_commit = off;
SELECT setseed(0.42);
CREATE TABLE sv_before (trade_date date NOT NULL, symbol text NOT NULL, short_volume numeric, short_exempt_volume numeric,
  total_volume numeric, market text, PRIMARY KEY (symbol, trade_date));
INSERT INTO sv_before
SELECT d::date, 'SYM' || lpad(i::text, 4, '0'), round(t * s), round(t * s * 0.01), t, 'B,Q,N'
FROM (SELECT i, d, round(10000 * exp(random() * ln(1100)))::numeric AS t, (0.15 + 0.6 * random())::numeric AS s
      FROM generate_series(1, 3000) i CROSS JOIN generate_series(current_date - 730, current_date - 1, interval '1 day') d
      WHERE extract(isodow FROM d) < 6) g;
CREATE INDEX sv_before_day ON sv_before (trade_date, short_volume DESC);
CREATE INDEX sv_before_cover ON sv_before (trade_date, (short_volume / nullif(total_volume, 0)) DESC NULLS LAST, symbol)
  INCLUDE (short_volume, short_exempt_volume, total_volume) WHERE total_volume >= 1000000;

-- The table as V44 keeps it: fixed-width columns first (no padding before the timestamps), no
-- stored_at, version_no smallint, and one unique index, the primary key (key, version_no), instead of
-- V25's primary key with known_at plus its current-row index.
CREATE TABLE sv_after (known_at timestamptz NOT NULL, file_id bigint, trade_date date NOT NULL,
  version_no smallint NOT NULL DEFAULT 1, symbol text NOT NULL, short_volume numeric, short_exempt_volume numeric,
  total_volume numeric, market text, superseded_at timestamptz,
  PRIMARY KEY (symbol, trade_date, version_no));
INSERT INTO sv_after (known_at, file_id, trade_date, version_no, symbol, short_volume, short_exempt_volume, total_volume,
                      market, superseded_at)
SELECT (trade_date + time '18:00') AT TIME ZONE 'America/New_York', 1000 + (trade_date - DATE '2020-01-01'), trade_date, 1,
       symbol, short_volume, short_exempt_volume, total_volume, market,
       CASE WHEN right(symbol, 2) = '42' THEN (trade_date + time '18:00') AT TIME ZONE 'America/New_York' + interval '1 day' END
FROM sv_before;
INSERT INTO sv_after (known_at, file_id, trade_date, version_no, symbol, short_volume, short_exempt_volume, total_volume,
                      market, superseded_at)
SELECT (trade_date + time '18:00') AT TIME ZONE 'America/New_York' + interval '1 day', 5000 + (trade_date - DATE '2020-01-01'),
       trade_date, 2, symbol, short_volume, short_exempt_volume, round(total_volume * 1.01), market, NULL
FROM sv_before WHERE right(symbol, 2) = '42';
CREATE INDEX sv_after_known ON sv_after (known_at);
CREATE INDEX sv_after_day ON sv_after (trade_date, short_volume DESC);
CREATE INDEX sv_after_cover ON sv_after (trade_date, (short_volume / nullif(total_volume, 0)) DESC NULLS LAST, symbol)
  INCLUDE (short_volume, short_exempt_volume, total_volume, known_at, superseded_at) WHERE total_volume >= 1000000;
VACUUM ANALYZE sv_before;
VACUUM ANALYZE sv_after;
SELECT (SELECT count(*) FROM sv_before) AS rows_before, (SELECT count(*) FROM sv_after) AS rows_after,
       pg_size_pretty(pg_total_relation_size('sv_before')) AS before, pg_size_pretty(pg_total_relation_size('sv_after')) AS after,
       round(pg_total_relation_size('sv_after')::numeric / pg_total_relation_size('sv_before'), 3) AS ratio,
       round(pg_relation_size('sv_after')::numeric / pg_relation_size('sv_before'), 3) AS heap_ratio;
