-- Bench-only synthetic data for bench/growth.sh (never used by the product), at one of two sizes
-- (psql -v scale=small|large). Deterministic (setseed), relative to today. Each size replaces
-- the previous one: the large set is what the small one grows into, generated in ingest order.
--
-- short_volume, as FINRA publishes it (one file per weekday, symbols in file order):
--   small:   383 symbols x the weekdays of the last   365 days (~100,000 rows)
--   large: 9,600 symbols x the weekdays of the last 1,460 days (~10,000,000 rows)
--   symbols G00001.. (the small set is the first 383 of the large one); volumes as bench/seed.sql.
-- liquidation_events, inside the 90 days LiquidationRetention keeps:
--   small:    100,000 events spread over the last 90 days
--   large: 10,000,000 events over the same 90 days (100x the event rate: a busier market, the
--          same 300 assets, so every asset's history is 100x denser)
--   asset rank log-uniform (A001 about 12 % of events, A300 about 0.06 %), venues okx, gate, htx
--   with their contract spellings, 10 % of events on a USDC contract, notional log-uniform
--   100 USD .. 10 million (as bench/liquidation-seed.sql), timestamps in insert order.
-- Secondary indexes are dropped during the load and rebuilt from their own definitions (the
-- seeding time says so); the tables end VACUUM ANALYZEd and dataset_state bumped with a NOTIFY.
\set ON_ERROR_STOP on
SET synchronous_commit = off;
SET maintenance_work_mem = '512MB';
SELECT CASE :'scale' WHEN 'small' THEN 383 WHEN 'large' THEN 9600 END AS symbols,
       CASE :'scale' WHEN 'small' THEN 365 WHEN 'large' THEN 1460 END AS days,
       CASE :'scale' WHEN 'small' THEN 100000 WHEN 'large' THEN 10000000 END AS events \gset

BEGIN;
CREATE TEMP TABLE growth_indexes ON COMMIT DROP AS
SELECT indexname, indexdef FROM pg_indexes i
WHERE tablename IN ('short_volume', 'liquidation_events')
  AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname);
SELECT format('DROP INDEX %I', indexname) FROM growth_indexes \gexec
TRUNCATE short_volume, liquidation_events;
SELECT setseed(0.15) AS seeded \gset

INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market)
SELECT day, symbol, round(total * share), round(total * share * exempt), total, 'B,Q,N'
FROM (
  SELECT d::date AS day, 'G' || lpad(i::text, 5, '0') AS symbol,
         round(10000 * exp(random() * ln(1100)))::numeric AS total,
         (0.15 + 0.6 * random())::numeric AS share,
         (0.02 * random())::numeric AS exempt
  FROM generate_series(current_date - :days, current_date - 1, interval '1 day') d,
       LATERAL generate_series(1, :symbols + 0 * extract(day FROM d)::int) i -- day-major: file after file
  WHERE extract(isodow FROM d) < 6
) g;

-- the weeks' partitions first (V22; the retention job's work in production), so that events land in
-- their week's partition, not in DEFAULT
SELECT count(om_ensure_partition('liquidation_events', 'week', d))
FROM generate_series(now() - interval '91 days', now(), interval '1 day') d;
INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty, usd_value, ts)
SELECT 'growth-' || lpad(g::text, 9, '0'), e.exchange,
       CASE e.exchange WHEN 'okx' THEN a.base || '-' || q.quote || '-SWAP' WHEN 'gate' THEN a.base || '_' || q.quote
         ELSE a.base || '-' || q.quote END,
       a.base, q.quote, CASE WHEN random() < 0.5 THEN 'long' ELSE 'short' END,
       round((1 + random() * 100)::numeric, 4), round((1 + random() * 1000)::numeric, 3),
       round((100 * exp(random() * ln(100000)))::numeric, 2),
       now() - interval '90 days' * (1 - g::float8 / :events)
FROM generate_series(1, :events) g
CROSS JOIN LATERAL (SELECT 'A' || lpad(least(300, floor(exp(random() * ln(300)) + 0 * g))::text, 3, '0') AS base) a
CROSS JOIN LATERAL (SELECT (ARRAY['okx', 'gate', 'htx'])[1 + floor(random() * 3 + 0 * g)::int] AS exchange) e
CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.9 + 0 * g THEN 'USDT' ELSE 'USDC' END AS quote) q;

SELECT indexdef FROM growth_indexes \gexec
INSERT INTO dataset_state (dataset, version, updated_at, row_count)
SELECT d, 1, now(), n FROM (VALUES ('short-volume', (SELECT count(*) FROM short_volume)),
                                   ('liquidations-recent', (SELECT count(*) FROM liquidation_events))) v(d, n)
ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(),
  row_count = excluded.row_count;
NOTIFY dataset_changed, 'short-volume';
NOTIFY dataset_changed, 'liquidations-recent';
-- flushed at commit: VACUUM marks a page all-visible (what index-only scans need) only once the
-- commit of its rows is on disk, and an asynchronous one may not be yet when VACUUM reaches it
SET LOCAL synchronous_commit = on;
COMMIT;
VACUUM ANALYZE short_volume;
VACUUM ANALYZE liquidation_events;
