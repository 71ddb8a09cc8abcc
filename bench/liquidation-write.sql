-- One writer commit for bench/liquidation-mix.sh, run by pgbench at a fixed rate: 50 new events
-- inserted, then the version bump and NOTIFY of the product's writer (ingest/VersionBumps),
-- which make every instance drop its cached liquidations/recent answers.
\set batch random(1, 2000000000)
BEGIN;
INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty, usd_value, ts)
SELECT 'mix-' || :batch || '-' || g || '-' || txid_current(), 'okx', a.base || '-USDT-SWAP', a.base, 'USDT',
       CASE WHEN random() < 0.5 THEN 'long' ELSE 'short' END, 50, 2, round((100 * exp(random() * ln(100000)))::numeric, 2),
       now()
FROM generate_series(1, 50) g
CROSS JOIN LATERAL (SELECT 'A' || lpad((1 + (random() * 299)::int + 0 * g)::text, 3, '0') AS base) a;
WITH bumped AS (
  INSERT INTO dataset_state (dataset, version, updated_at, row_count)
  SELECT d.name, 1, now(), greatest(0, d.added)
  FROM unnest(ARRAY['liquidations', 'liquidations-history', 'liquidations-recent'], ARRAY[0, 0, 50]::bigint[]) AS d(name, added)
  ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(),
    row_count = greatest(0, dataset_state.row_count + EXCLUDED.row_count)
  RETURNING dataset
)
SELECT dataset, pg_notify('dataset_changed', dataset) FROM bumped;
COMMIT;
