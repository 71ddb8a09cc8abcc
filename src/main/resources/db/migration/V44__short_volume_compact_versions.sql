-- Point in time's storage (issue 37, goal: at most 1.3x the table before versions, at a realistic
-- revision rate). V25 made short_volume, the largest table, 1.72x its old size at 1 % revised
-- (bench/pit-storage.sql): two unique indexes over nearly every row (the key with known_at, and the
-- current-row index), a stored_at column and alignment padding. This rebuild keeps the same
-- versions and guarantees with:
--   * one unique index instead of two: the primary key (symbol, trade_date, version_no). V25 keyed
--     versions by (key, known_at) and kept a second unique index, on the key of current rows,
--     over nearly every row. A key's versions are numbered 1, 2, ... by VersionedUpsert, which
--     inserts max + 1 only when the key has no current row; two writers racing on one key compute
--     the same number, so this key refuses the second, which is what the current-row index
--     guarded against. (A key with a timestamp as its last column also splits its index pages
--     badly under daily loads: 100 MB where (key, smallint) takes 60, measured, bench/pit-storage.sql.)
--   * no stored_at: nothing reads it, and the load that wrote a version is file_id -> ingest_files
--     (its loaded time); known_at <= that time still holds (KnownAt caps by now()).
--   * version_no smallint (a day's short volume is revised a handful of times at most), and the
--     fixed-width columns first, so no padding sits between the varlena columns and the timestamps.
-- The rebuild rewrites the table once (a type change would have too). Positional INSERTs into
-- short_volume see the new column order: name the columns.
CREATE TABLE short_volume_compact (
  known_at            timestamptz NOT NULL DEFAULT now(),
  file_id             bigint,
  trade_date          date NOT NULL,
  version_no          smallint NOT NULL DEFAULT 1,
  symbol              text NOT NULL,
  short_volume        numeric NOT NULL,
  short_exempt_volume numeric NOT NULL,
  total_volume        numeric NOT NULL,
  market              text,
  superseded_at       timestamptz,
  CHECK (superseded_at IS NULL OR superseded_at > known_at)
);
INSERT INTO short_volume_compact (known_at, file_id, trade_date, version_no, symbol, short_volume, short_exempt_volume,
                                  total_volume, market, superseded_at)
SELECT known_at, file_id, trade_date, version_no, symbol, short_volume, short_exempt_volume, total_volume, market, superseded_at
FROM short_volume;
DROP TABLE short_volume;
ALTER TABLE short_volume_compact RENAME TO short_volume;
ALTER TABLE short_volume RENAME CONSTRAINT short_volume_compact_check TO short_volume_interval;
ALTER TABLE short_volume ADD PRIMARY KEY (symbol, trade_date, version_no);
CREATE INDEX short_volume_known ON short_volume (known_at);
CREATE INDEX short_volume_day ON short_volume (trade_date, short_volume DESC);
CREATE INDEX short_volume_day_ratio_covering ON short_volume
  (trade_date, (short_volume / nullif(total_volume, 0)) DESC NULLS LAST, symbol)
  INCLUDE (short_volume, short_exempt_volume, total_volume, known_at, superseded_at)
  WHERE total_volume >= 1000000;
-- V18's reason still holds: the day everyone asks for must be all-visible for index-only scans
ALTER TABLE short_volume SET (autovacuum_vacuum_insert_scale_factor = 0, autovacuum_vacuum_insert_threshold = 1000);
