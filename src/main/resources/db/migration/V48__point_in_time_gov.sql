-- Point in time (issue 37, docs/point-in-time.md §1, §2 "Government and calendar"): the
-- government family's tables keep every version of a row instead of overwriting it, as V25 did
-- for short sale (known_at, superseded_at, version_no, stored_at, file_id; key + known_at as the
-- primary key; one current row per key; (known_at) for revisions and the asOf floor).
--   treasury_auctions         TreasuryDirect's updatedTimestamp (Eastern wall-clock time) per version
--   calendar_events           first stored (a schedule states no publication time)
--   bls_observations          first version: the release's scheduled time, capped by first stored;
--                             a revision (P becoming final): when first seen
--   federal_contract_actions  first stored (USAspending's action date is not its publication)
--   contract_recipients       first stored
-- contract_ticker_matches is written once per name and never changed: its matched_at (DEFAULT
-- now(), the storing transaction) is already when the match became known, so it keeps its shape.

-- Existing rows (§1.5). These tables are written by polls and by undated files (a schedule page,
-- an API answer), so ingest_files cannot say which load wrote a row. The last load of the dataset
-- (and source) that inserted or updated anything is never earlier than the write of any row held
-- now: late, never early. Poll records are pruned after 30 days, but the pruned ones are older
-- than every record kept, so with no kept record that wrote, the earliest kept record is still
-- after every write. No record at all: the migration's own time.
CREATE FUNCTION pit_gov_last_write(ds text, src text) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT least(coalesce(max(f.at) FILTER (WHERE f.inserted > 0 OR f.updated > 0), min(f.at), now()), now())
  FROM ingest_files f
  WHERE f.dataset = ds AND (src IS NULL OR f.source = src) AND f.status = 'loaded'
$$;

-- treasury_auctions: a TreasuryDirect record states when it was last updated (source_updated_at,
-- Eastern, no zone in the answer); that dates the values held now. Fiscal Data rows state none.
ALTER TABLE treasury_auctions
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE treasury_auctions
SET known_at = least(coalesce(source_updated_at AT TIME ZONE 'America/New_York',
                              pit_gov_last_write('treasury-auctions', NULL)), now());
ALTER TABLE treasury_auctions DROP CONSTRAINT treasury_auctions_pkey, ADD PRIMARY KEY (cusip, auction_date, known_at);
CREATE UNIQUE INDEX treasury_auctions_current ON treasury_auctions (cusip, auction_date) WHERE superseded_at IS NULL;
ALTER TABLE treasury_auctions ADD CONSTRAINT treasury_auctions_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX treasury_auctions_known ON treasury_auctions (known_at);
-- V10's partial index on status = 'announced' stays: a generic plan cannot use it anyway, and
-- the (security_type, auction_date) index serves both views as of any moment.

-- calendar_events: first stored.
ALTER TABLE calendar_events
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE calendar_events e
SET known_at = pit_gov_last_write('calendar', CASE e.source WHEN 'fed' THEN 'fomc-calendar'
                 WHEN 'bls' THEN 'bls-schedule' WHEN 'bea' THEN 'bea-schedule' WHEN 'census' THEN 'census-calendar' END);
ALTER TABLE calendar_events DROP CONSTRAINT calendar_events_pkey, ADD PRIMARY KEY (id, known_at);
CREATE UNIQUE INDEX calendar_events_current ON calendar_events (id) WHERE superseded_at IS NULL;
ALTER TABLE calendar_events ADD CONSTRAINT calendar_events_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX calendar_events_known ON calendar_events (known_at);

-- bls_observations: a preliminary value held now is the first release of its month: known at its
-- release (the calendar event reading it) when that is before the last write. A final value may be
-- a revision of a preliminary one overwritten here: the last write.
ALTER TABLE bls_observations
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE bls_observations o
SET known_at = CASE WHEN o.preliminary
                    THEN least(pit_gov_last_write('calendar', 'bls-api'),
                               coalesce((SELECT min(e.scheduled_at) FROM calendar_events e
                                         WHERE e.series_id = o.series_id AND e.period_date = o.period_date), 'infinity'))
                    ELSE pit_gov_last_write('calendar', 'bls-api') END;
ALTER TABLE bls_observations DROP CONSTRAINT bls_observations_pkey, ADD PRIMARY KEY (series_id, period_date, known_at);
CREATE UNIQUE INDEX bls_observations_current ON bls_observations (series_id, period_date) WHERE superseded_at IS NULL;
ALTER TABLE bls_observations ADD CONSTRAINT bls_observations_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX bls_observations_known ON bls_observations (known_at);

-- federal_contract_actions: first stored.
ALTER TABLE federal_contract_actions
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE federal_contract_actions SET known_at = pit_gov_last_write('federal-contracts', NULL);
ALTER TABLE federal_contract_actions DROP CONSTRAINT federal_contract_actions_pkey,
  ADD PRIMARY KEY (generated_id, mod_key, action_date, known_at);
CREATE UNIQUE INDEX federal_contract_actions_current ON federal_contract_actions (generated_id, mod_key, action_date)
  WHERE superseded_at IS NULL;
ALTER TABLE federal_contract_actions ADD CONSTRAINT federal_contract_actions_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX federal_contract_actions_known ON federal_contract_actions (known_at);

-- contract_recipients: first stored (the profiles are the federal-contract-matches dataset's loads).
ALTER TABLE contract_recipients
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE contract_recipients SET known_at = pit_gov_last_write('federal-contract-matches', 'usaspending-recipients');
ALTER TABLE contract_recipients DROP CONSTRAINT contract_recipients_pkey, ADD PRIMARY KEY (uei, known_at);
CREATE UNIQUE INDEX contract_recipients_current ON contract_recipients (uei) WHERE superseded_at IS NULL;
ALTER TABLE contract_recipients ADD CONSTRAINT contract_recipients_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX contract_recipients_known ON contract_recipients (known_at);

-- contract_ticker_matches: as of a moment, the matches made by then (matched_at <= moment).
CREATE INDEX contract_ticker_matches_at ON contract_ticker_matches (matched_at);
