-- Bench-only synthetic liquidation events for bench/liquidation-mix.sh (never used by the product):
-- 200,000 events over the last 24 hours, 300 base assets A001..A300 on three venues with their
-- own contract spellings (OKX A001-USDT-SWAP, Gate A001_USDT, HTX A001-USDT), notional
-- log-uniform between 100 USD and 10 million. Deterministic (setseed). Ends with the version
-- bump and NOTIFY an ingest commit makes.
\set ON_ERROR_STOP on
SET synchronous_commit = off;
BEGIN;
DELETE FROM liquidation_events WHERE event_key LIKE 'bench-%' OR event_key LIKE 'mix-%';
SELECT setseed(0.17) AS seeded \gset
-- the weeks' partitions first (V22; the retention job's work in production), so that events land in
-- their week's partition, not in DEFAULT
SELECT count(om_ensure_partition('liquidation_events', 'week', d))
FROM generate_series(now() - interval '25 hours', now(), interval '1 day') d;
INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty, usd_value, ts)
SELECT 'bench-' || g, v.exchange, v.contract, a.base, 'USDT', CASE WHEN random() < 0.5 THEN 'long' ELSE 'short' END,
       round((1 + random() * 100)::numeric, 4), round((1 + random() * 1000)::numeric, 3),
       round((100 * exp(random() * ln(100000)))::numeric, 2),
       now() - random() * interval '24 hours'
FROM generate_series(1, 200000) g
CROSS JOIN LATERAL (SELECT 'A' || lpad((1 + (g % 300))::text, 3, '0') AS base) a
CROSS JOIN LATERAL (SELECT (ARRAY['okx', 'gate', 'htx'])[1 + (g / 300) % 3] AS exchange) e
CROSS JOIN LATERAL (SELECT e.exchange,
  CASE e.exchange WHEN 'okx' THEN a.base || '-USDT-SWAP' WHEN 'gate' THEN a.base || '_USDT' ELSE a.base || '-USDT' END
    AS contract) v;
INSERT INTO dataset_state (dataset, version, updated_at, row_count)
VALUES ('liquidations-recent', 1, now(), (SELECT count(*) FROM liquidation_events))
ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(),
  row_count = excluded.row_count;
NOTIFY dataset_changed, 'liquidations-recent';
-- flushed at commit: VACUUM marks a page all-visible (what index-only scans need) only once the
-- commit of its rows is on disk, and an asynchronous one may not be yet when VACUUM reaches it
SET LOCAL synchronous_commit = on;
COMMIT;
VACUUM ANALYZE liquidation_events;
