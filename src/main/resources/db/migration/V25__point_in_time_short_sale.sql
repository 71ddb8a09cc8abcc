-- Point in time (issue 37, docs/point-in-time.md §1.4, §1.5): the four short-sale tables keep
-- every version of a row instead of overwriting it. ingest/VersionedUpsert closes a changed
-- version (superseded_at) and inserts the next one, known from known_at; a threshold symbol a
-- corrected list no longer names is closed, not deleted. Columns added to each table:
--   known_at      the earliest moment the public could know this version. DEFAULT now(): a row
--                 inserted by hand (bench seeds, tests) is known when stored, as firstStored says
--   superseded_at known_at of the next version; NULL = current
--   version_no    1 = first release, then 2, 3, ... per key
--   stored_at     when this service wrote the version (transaction time); known_at <= stored_at
--   file_id       ingest_files.id of the load that brought it; NULL for rows migrated here
-- The key becomes (key..., known_at); a partial unique index keeps one current row per key (it
-- is the integrity guarantee only: read indexes stay non-partial, so a generic plan with a $asOf
-- parameter can use them), and (known_at) serves revisions?since= and asOf recency scans.

-- Existing rows (§1.5): ingest_files has no row-to-file link, but a dated file's file_date is the
-- rows' date. Per file_date of a dataset's loaded files: the first load's time when no load of
-- that date ever updated or deleted a row (the value held now is the one first stored), else the
-- time of the last load that did (the value held now may be a correction; dating it at the first
-- load would show it before it existed). corrected says which.
CREATE FUNCTION pit_migrated_known_at(ds text)
RETURNS TABLE (file_date date, known_at timestamptz, corrected boolean)
LANGUAGE sql STABLE AS $$
  SELECT f.file_date,
         coalesce(max(f.at) FILTER (WHERE f.updated > 0 OR f.deleted > 0), min(f.at)),
         bool_or(f.updated > 0 OR f.deleted > 0)
  FROM ingest_files f
  WHERE f.dataset = ds AND f.status = 'loaded' AND f.file_date IS NOT NULL
  GROUP BY f.file_date
$$;

-- short_volume: FINRA publishes each weekday's file by 18:00 ET, so an uncorrected first version
-- is known at least(that, first stored), as the writer (KnownAt.scheduled) dates new files.
ALTER TABLE short_volume
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE short_volume s
SET known_at = CASE WHEN m.corrected THEN m.known_at
                    ELSE least(m.known_at, (s.trade_date + time '18:00') AT TIME ZONE 'America/New_York') END,
    stored_at = m.known_at
FROM pit_migrated_known_at('short-volume') m
WHERE m.file_date = s.trade_date;
ALTER TABLE short_volume DROP CONSTRAINT short_volume_pkey, ADD PRIMARY KEY (symbol, trade_date, known_at);
CREATE UNIQUE INDEX short_volume_current ON short_volume (symbol, trade_date) WHERE superseded_at IS NULL;
ALTER TABLE short_volume ADD CONSTRAINT short_volume_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX short_volume_known ON short_volume (known_at);
-- V18's covering index of the latest-day view, with the two columns the asOf predicate reads, so
-- the view stays an index-only scan once it filters versions (same name, same key and order)
DROP INDEX short_volume_day_ratio_covering;
CREATE INDEX short_volume_day_ratio_covering ON short_volume
  (trade_date, (short_volume / nullif(total_volume, 0)) DESC NULLS LAST, symbol)
  INCLUDE (short_volume, short_exempt_volume, total_volume, known_at, superseded_at)
  WHERE total_volume >= 1000000;

-- short_interest: FINRA's "about 8 business days" is an estimate, so first stored.
ALTER TABLE short_interest
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE short_interest s SET known_at = m.known_at, stored_at = m.known_at
FROM pit_migrated_known_at('short-interest') m
WHERE m.file_date = s.settlement_date;
ALTER TABLE short_interest DROP CONSTRAINT short_interest_pkey, ADD PRIMARY KEY (symbol, settlement_date, known_at);
CREATE UNIQUE INDEX short_interest_current ON short_interest (symbol, settlement_date) WHERE superseded_at IS NULL;
ALTER TABLE short_interest ADD CONSTRAINT short_interest_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX short_interest_known ON short_interest (known_at);
-- V2's index of the latest view; as of a moment, the same index plus a recheck of the versions
-- of that one settlement date
DROP INDEX short_interest_day;
CREATE INDEX short_interest_day ON short_interest (settlement_date, days_to_cover DESC NULLS LAST)
  INCLUDE (known_at, superseded_at);

-- fails_to_deliver: first stored (the "about two weeks after" is an estimate). A half-month
-- file (cnsfails202106a) is dated by its half's first day, so rows join on their half.
ALTER TABLE fails_to_deliver
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE fails_to_deliver s SET known_at = m.known_at, stored_at = m.known_at
FROM pit_migrated_known_at('fails-to-deliver') m
WHERE m.file_date = date_trunc('month', s.settlement_date)::date
                    + CASE WHEN extract(day FROM s.settlement_date) >= 16 THEN 15 ELSE 0 END;
ALTER TABLE fails_to_deliver DROP CONSTRAINT fails_to_deliver_pkey, ADD PRIMARY KEY (settlement_date, cusip, known_at);
CREATE UNIQUE INDEX fails_to_deliver_current ON fails_to_deliver (settlement_date, cusip) WHERE superseded_at IS NULL;
ALTER TABLE fails_to_deliver ADD CONSTRAINT fails_to_deliver_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX fails_to_deliver_known ON fails_to_deliver (known_at);

-- threshold_list: the markets publish by 03:00 ET the next day. The dataset's loads of all three
-- markets are taken together: a correction of one market's list dates the others' rows of that
-- day later too, which is late, never early.
ALTER TABLE threshold_list
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE threshold_list s
SET known_at = CASE WHEN m.corrected THEN m.known_at
                    ELSE least(m.known_at, (s.list_date + 1 + time '03:00') AT TIME ZONE 'America/New_York') END,
    stored_at = m.known_at
FROM pit_migrated_known_at('threshold-list') m
WHERE m.file_date = s.list_date;
ALTER TABLE threshold_list DROP CONSTRAINT threshold_list_pkey, ADD PRIMARY KEY (list_date, market, symbol, known_at);
CREATE UNIQUE INDEX threshold_list_current ON threshold_list (list_date, market, symbol) WHERE superseded_at IS NULL;
ALTER TABLE threshold_list ADD CONSTRAINT threshold_list_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX threshold_list_known ON threshold_list (known_at);
