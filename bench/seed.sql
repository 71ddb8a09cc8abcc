-- Bench-only synthetic short volume, loaded by bench/run.sh with psql into the embedded server
-- under bench/out/. Never used by the product. Deterministic (setseed), relative to today:
--   * every weekday of the last 730 days x 3,000 symbols SYM0001..SYM3000 (~1.56M rows), total
--     volumes log-uniform between 10 thousand and 11 million shares (about a third of the
--     symbols pass the latest-day view's 1,000,000-share floor), short share 15-75 %;
--   * one "wide day" before that range with 50,000 symbols W00001..W50000, all above the
--     floor: the only short-volume view that returns 50,000 rows is the latest-day view of a
--     single day (csv?to=<wide day>), so the CSV benchmark needs one such day.
-- Ends by bumping dataset_state and NOTIFYing dataset_changed, as an ingest commit does, so a
-- running server picks up the new version.
\set ON_ERROR_STOP on
SET synchronous_commit = off;
BEGIN;
TRUNCATE short_volume;
SELECT setseed(0.42) AS seeded \gset

INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market)
SELECT day, symbol, round(total * share), round(total * share * exempt), total, 'B,Q,N'
FROM (
  SELECT d::date AS day, 'SYM' || lpad(i::text, 4, '0') AS symbol,
         round(10000 * exp(random() * ln(1100)))::numeric AS total,
         (0.15 + 0.6 * random())::numeric AS share,
         (0.02 * random())::numeric AS exempt
  FROM generate_series(1, 3000) i
  CROSS JOIN generate_series(current_date - 730, current_date - 1, interval '1 day') d
  WHERE extract(isodow FROM d) < 6
  ORDER BY 1, 2 -- ingest order: one day's file after another, as the writer loads them
) g;

INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market)
SELECT current_date - 737, 'W' || lpad(i::text, 5, '0'), round(total * share), round(total * share / 100), total, 'B,Q,N'
FROM (
  SELECT i, round(1000000 + random() * 9000000)::numeric AS total, (0.15 + 0.6 * random())::numeric AS share
  FROM generate_series(1, 50000) i
) w;

INSERT INTO dataset_state (dataset, version, updated_at, row_count)
VALUES ('short-volume', 1, now(), (SELECT count(*) FROM short_volume))
ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(),
  row_count = excluded.row_count;
NOTIFY dataset_changed, 'short-volume';
-- flushed at commit: VACUUM marks a page all-visible (what index-only scans need) only once the
-- commit of its rows is on disk, and an asynchronous one may not be yet when VACUUM reaches it
SET LOCAL synchronous_commit = on;
COMMIT;
VACUUM ANALYZE short_volume;
