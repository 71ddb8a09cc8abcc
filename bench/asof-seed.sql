-- Bench-only, after bench/seed.sql: gives the synthetic short volume the history point in time
-- keeps (issue 37), so that asOf is measured on realistic versions, not on one version per row.
--   * every row is known at its trade date's 18:00 New York time (FINRA's publication hour), as
--     the writer dates a file fetched on time;
--   * a revision rate of 1 % of rows (deterministic: every 100th symbol), each revised once, the day
--     after it was published: the first version closed then, a second version with total volume
--     +1 %. FINRA's revisionFlag "is usually empty" (fixtures NOTES-regulators.md), so 1 % is high.
-- Prints the table's size before and after the revisions (storage ratio in bench/RESULTS.md).
\set ON_ERROR_STOP on
SET synchronous_commit = off;
SELECT pg_total_relation_size('short_volume') AS before_bytes \gset
BEGIN;
UPDATE short_volume SET known_at = (trade_date + time '18:00') AT TIME ZONE 'America/New_York';
WITH revised AS (
  UPDATE short_volume SET superseded_at = known_at + interval '1 day'
  WHERE right(symbol, 2) = '42' AND superseded_at IS NULL
  RETURNING trade_date, symbol, short_volume, short_exempt_volume, total_volume, market, known_at
)
INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market,
                          known_at, version_no)
SELECT trade_date, symbol, short_volume, short_exempt_volume, round(total_volume * 1.01), market,
       known_at + interval '1 day', 2
FROM revised;
UPDATE dataset_state SET version = version + 1, updated_at = now() WHERE dataset = 'short-volume';
NOTIFY dataset_changed, 'short-volume';
SET LOCAL synchronous_commit = on;
COMMIT;
VACUUM ANALYZE short_volume;
SELECT :before_bytes AS before_bytes, pg_total_relation_size('short_volume') AS after_bytes,
       round(pg_total_relation_size('short_volume')::numeric / :before_bytes, 3) AS ratio,
       (SELECT count(*) FROM short_volume WHERE version_no > 1) AS revisions,
       (SELECT count(*) FROM short_volume) AS rows;
