-- Point in time for the macro family's latest-state tables (issue 37, docs/point-in-time.md §1.4,
-- §1.5, §2 Macro, step 9): cot_reports, cot_markets, macro_observations and policy_rates keep every
-- version of a row instead of overwriting it (ingest/VersionedUpsert), each with known_at,
-- superseded_at, version_no, stored_at and file_id, keyed by (key, known_at) with one current row
-- per key. known_at's DEFAULT now() keeps "known when stored" for rows written by hand (tests, seeds).
--
-- COT's derived figures (specNetChange, cotIndex) are no longer stored: cot-derive.sql overwrote them
-- after every file, so a stored figure could not say which inputs it came from. They are computed
-- when read from the report versions known at the moment asked (cot_derived_at below), so the
-- figure as of any moment is the one its inputs as known then give, whatever order files came in.

-- cot_reports: the CFTC releases Tuesday's positions on Friday at 15:30 New York. ingest_files
-- cannot date a row (COT loads carry no file_date), so a row held now is known at that release,
-- capped by the migration (§1.5 COT). A value overwritten before this was stored is dated at the
-- release too: those overwrites are lost.
DROP VIEW cot_latest;
ALTER TABLE cot_reports
  DROP COLUMN spec_net_change,
  DROP COLUMN cot_index,
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE cot_reports
SET known_at = least(now(), (report_date + 3 + time '15:30') AT TIME ZONE 'America/New_York');
ALTER TABLE cot_reports DROP CONSTRAINT cot_reports_pkey,
  ADD PRIMARY KEY (cftc_code, report_kind, report_date, known_at);
-- what the figures read (spec_net, and superseded_at for the moment's test), so the 156-week window
-- of each report answered is an index-only scan: measured on 400 markets x 1000 weeks, the latest
-- view 2 to 3 times faster than over the key alone. A separate index, not INCLUDE on the key: the
-- mirror's seed loader takes every column of the primary key's index as the key.
CREATE INDEX cot_reports_window ON cot_reports (cftc_code, report_kind, report_date, known_at)
  INCLUDE (spec_net, superseded_at);
CREATE UNIQUE INDEX cot_reports_current ON cot_reports (cftc_code, report_kind, report_date)
  WHERE superseded_at IS NULL;
ALTER TABLE cot_reports ADD CONSTRAINT cot_reports_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX cot_reports_known ON cot_reports (known_at);

-- cot_markets: name, exchange, group and served kind follow the newest report of the preferred
-- kind, so they are versions too. name_date is dropped: it changed with every weekly file (a new
-- version a week for nothing); the writer reads the newest report date of the served kind instead.
-- A market is known from its earliest report's release, so its reports as of a moment have it.
ALTER TABLE cot_markets
  DROP COLUMN name_date,
  DROP CONSTRAINT cot_markets_slug_key,
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE cot_markets m
SET known_at = least(now(), (r.first_date + 3 + time '15:30') AT TIME ZONE 'America/New_York')
FROM (SELECT cftc_code, min(report_date) AS first_date FROM cot_reports GROUP BY cftc_code) r
WHERE r.cftc_code = m.cftc_code;
ALTER TABLE cot_markets DROP CONSTRAINT cot_markets_pkey, ADD PRIMARY KEY (cftc_code, known_at);
CREATE UNIQUE INDEX cot_markets_current ON cot_markets (cftc_code) WHERE superseded_at IS NULL;
-- the slug is given once per market: unique among current rows, shared by a market's versions
CREATE UNIQUE INDEX cot_markets_slug ON cot_markets (slug) WHERE superseded_at IS NULL;
CREATE INDEX cot_markets_slug_any ON cot_markets (slug);
ALTER TABLE cot_markets ADD CONSTRAINT cot_markets_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX cot_markets_known ON cot_markets (known_at);

-- A report's derived figures from the report versions known at as_of (what cot-derive.sql stored):
-- specNetChange = specNet - the previous report's specNet; cotIndex = 100 * (specNet - min) /
-- (max - min) over the reports of the trailing 156 weeks (this one and those dated less than 1092
-- days before it), rounded to two places, null with fewer than 26 reports in that window or when
-- max = min. inputs_known_at: the latest known_at of the versions read (the report, its window, the
-- previous report), the moment the figures as answered became known. One SELECT, STABLE: inlined.
CREATE FUNCTION cot_derived_at(at_code text, at_kind text, at_date date, as_of timestamptz)
RETURNS TABLE (spec_net_change bigint, cot_index numeric, inputs_known_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT r.spec_net - p.spec_net,
         CASE WHEN w.n >= 26 AND w.hi > w.lo THEN round(100.0 * (r.spec_net - w.lo) / (w.hi - w.lo), 2) END,
         greatest(r.known_at, w.known_at, p.known_at)
  FROM cot_reports r
  CROSS JOIN LATERAL (
    SELECT count(x.spec_net) AS n, min(x.spec_net) AS lo, max(x.spec_net) AS hi, max(x.known_at) AS known_at
    FROM cot_reports x
    WHERE x.cftc_code = at_code AND x.report_kind = at_kind
      AND x.report_date > at_date - 1092 AND x.report_date <= at_date
      AND x.known_at <= as_of AND (x.superseded_at IS NULL OR x.superseded_at > as_of)) w
  LEFT JOIN LATERAL (
    SELECT x.spec_net, x.known_at FROM cot_reports x
    WHERE x.cftc_code = at_code AND x.report_kind = at_kind AND x.report_date < at_date
      AND x.known_at <= as_of AND (x.superseded_at IS NULL OR x.superseded_at > as_of)
    ORDER BY x.report_date DESC LIMIT 1) p ON true
  WHERE r.cftc_code = at_code AND r.report_kind = at_kind AND r.report_date = at_date
    AND r.known_at <= as_of AND (r.superseded_at IS NULL OR r.superseded_at > as_of)
$$;

-- Each market's latest report in the kind it is served from, as known at as_of: what other
-- families read (sentiment). known_at: the latest of the market's and the figures' inputs.
CREATE FUNCTION cot_latest_at(as_of timestamptz)
RETURNS TABLE (slug text, report_date date, cot_index numeric, known_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT m.slug, r.report_date, d.cot_index, greatest(m.known_at, d.inputs_known_at)
  FROM cot_markets m
  JOIN LATERAL (
    SELECT x.report_date FROM cot_reports x
    WHERE x.cftc_code = m.cftc_code AND x.report_kind = m.report_kind
      AND x.known_at <= as_of AND (x.superseded_at IS NULL OR x.superseded_at > as_of)
    ORDER BY x.report_date DESC LIMIT 1) r ON true
  CROSS JOIN LATERAL cot_derived_at(m.cftc_code, m.report_kind, r.report_date, as_of) d
  WHERE m.known_at <= as_of AND (m.superseded_at IS NULL OR m.superseded_at > as_of)
$$;
-- The latest state, as V9's view gave it.
CREATE VIEW cot_latest AS SELECT slug, report_date, cot_index FROM cot_latest_at('infinity');

-- macro_observations: Treasury par yields (ust-*) are published each business day by 18:00 New
-- York, so a yield held now is known at that hour of its date, capped by the migration; stablecoin
-- supply (DefiLlama) states no time and has no dated load to go by: the migration time (§1.5).
ALTER TABLE macro_observations
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE macro_observations
SET known_at = least(now(), (obs_date + time '18:00') AT TIME ZONE 'America/New_York')
WHERE series LIKE 'ust-%';
ALTER TABLE macro_observations DROP CONSTRAINT macro_observations_pkey,
  ADD PRIMARY KEY (series, obs_date, known_at);
CREATE UNIQUE INDEX macro_observations_current ON macro_observations (series, obs_date)
  WHERE superseded_at IS NULL;
ALTER TABLE macro_observations ADD CONSTRAINT macro_observations_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX macro_observations_known ON macro_observations (known_at);

-- policy_rates: the BIS states no release time and its loads carry no date: the migration time.
-- policy_rate_economies (code -> country name) stays as it is: a name, not a figure.
ALTER TABLE policy_rates
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE policy_rates DROP CONSTRAINT policy_rates_pkey, ADD PRIMARY KEY (code, obs_date, known_at);
CREATE UNIQUE INDEX policy_rates_current ON policy_rates (code, obs_date) WHERE superseded_at IS NULL;
ALTER TABLE policy_rates ADD CONSTRAINT policy_rates_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX policy_rates_known ON policy_rates (known_at);
