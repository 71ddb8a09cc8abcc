-- Point in time for financials and buybacks (issue 37, docs/point-in-time.md §2 SEC, step 8): a
-- company facts file lists every filing that reported each fact, so the company's financials are
-- built as of each distinct filed date D (facts filed on or before D) and every row that changes at
-- D is a version known from the end of D in New York (sec/facts/FinancialsVintages,
-- ingest/VintageUpsert). A row the file no longer yields is closed, not deleted.
-- Rows held before this migration: a quarter or year was composed from facts filed up to its
-- `filed` (the newest filing of its figures), so it is known from the end of that day in New York;
-- a company row (latest balance sheet) states no date: known from the migration (now()). The
-- known_at default keeps that rule for rows written without a writer (tests, hand SQL).
CREATE FUNCTION pit_end_of_day_ny(d date) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ((d + 1)::timestamp AT TIME ZONE 'America/New_York') - interval '1 millisecond' $$;

ALTER TABLE financial_quarters
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE financial_quarters SET known_at = least(pit_end_of_day_ny(filed), now());
ALTER TABLE financial_quarters DROP CONSTRAINT financial_quarters_pkey;
ALTER TABLE financial_quarters ADD PRIMARY KEY (cik, frame, known_at);
CREATE UNIQUE INDEX financial_quarters_current ON financial_quarters (cik, frame) WHERE superseded_at IS NULL;
ALTER TABLE financial_quarters ADD CONSTRAINT financial_quarters_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX financial_quarters_known ON financial_quarters (known_at);

ALTER TABLE financial_years
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
UPDATE financial_years SET known_at = least(pit_end_of_day_ny(filed), now());
ALTER TABLE financial_years DROP CONSTRAINT financial_years_pkey;
ALTER TABLE financial_years ADD PRIMARY KEY (cik, fiscal_year, known_at);
CREATE UNIQUE INDEX financial_years_current ON financial_years (cik, fiscal_year) WHERE superseded_at IS NULL;
ALTER TABLE financial_years ADD CONSTRAINT financial_years_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX financial_years_known ON financial_years (known_at);
-- buybacks reads each company's newest year with repurchases as of a moment: the index carries the interval
DROP INDEX financial_years_buybacks;
CREATE INDEX financial_years_buybacks ON financial_years (cik, fiscal_year DESC)
  INCLUDE (known_at, superseded_at) WHERE buybacks IS NOT NULL;

ALTER TABLE xbrl_companies
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE xbrl_companies DROP CONSTRAINT xbrl_companies_pkey;
ALTER TABLE xbrl_companies ADD PRIMARY KEY (cik, known_at);
CREATE UNIQUE INDEX xbrl_companies_current ON xbrl_companies (cik) WHERE superseded_at IS NULL;
ALTER TABLE xbrl_companies ADD CONSTRAINT xbrl_companies_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX xbrl_companies_known ON xbrl_companies (known_at);
