-- Point in time for fed-liquidity (issue 37, docs/point-in-time.md §1.4, §2 Macro, step 7): its two
-- tables keep every version of a row instead of overwriting it.
--   fred_observations: ALFRED answers (the keyed API asked for the full realtime range) carry
--     every vintage of an observation, each stored with known_at = the end of its realtime_start
--     day in New York (ingest/VintageUpsert); the keyless fredgraph.csv states no vintage, so a
--     value it changes becomes a new version known when first stored (ingest/VersionedUpsert).
--   treasury_cash_balance: the Daily Treasury Statement states no publication time: first stored.
-- Rows held before this migration cannot be dated (§1.5): known from the migration (now()). The
-- known_at default keeps that rule for rows written without a writer (tests, hand SQL).
ALTER TABLE fred_observations
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE fred_observations DROP CONSTRAINT fred_observations_pkey;
ALTER TABLE fred_observations ADD PRIMARY KEY (series_id, obs_date, known_at);
CREATE UNIQUE INDEX fred_observations_current ON fred_observations (series_id, obs_date)
  WHERE superseded_at IS NULL;
ALTER TABLE fred_observations ADD CONSTRAINT fred_observations_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
-- revisions?since= and the asOf floor (min(known_at))
CREATE INDEX fred_observations_known ON fred_observations (known_at);

ALTER TABLE treasury_cash_balance
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE treasury_cash_balance DROP CONSTRAINT treasury_cash_balance_pkey;
ALTER TABLE treasury_cash_balance ADD PRIMARY KEY (record_date, known_at);
CREATE UNIQUE INDEX treasury_cash_balance_current ON treasury_cash_balance (record_date)
  WHERE superseded_at IS NULL;
ALTER TABLE treasury_cash_balance ADD CONSTRAINT treasury_cash_balance_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX treasury_cash_balance_known ON treasury_cash_balance (known_at);
