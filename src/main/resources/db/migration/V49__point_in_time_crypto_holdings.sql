-- Point in time (issue 37): crypto_holdings (bitcoin-treasuries) keeps every version of a
-- company's holding instead of overwriting it (columns and keys as V25/V48). A company facts row
-- is known from the end of its filing's filed day in New York, as the company facts vintages are
-- (V29; filed is a date without a time); an XBRL instance row from its filing's acceptance when
-- sec_filings holds it, else when first stored.

ALTER TABLE crypto_holdings
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;

-- existing rows: their filing as sec_filings knows it (company facts: the end of the day filed;
-- an instance: the acceptance time, else the same), else the last load that wrote the dataset (V48)
UPDATE crypto_holdings h
SET known_at = least(coalesce(
      (SELECT CASE WHEN h.source = 'instance' AND f.accepted_at IS NOT NULL THEN f.accepted_at
                   ELSE ((f.date_filed + 1)::timestamp AT TIME ZONE 'America/New_York') - interval '1 millisecond' END
       FROM sec_filings f WHERE f.accession_no = h.accession_no),
      pit_gov_last_write(CASE WHEN h.source = 'instance' THEN 'bitcoin-treasuries' ELSE 'financials' END, NULL)), now());

ALTER TABLE crypto_holdings DROP CONSTRAINT crypto_holdings_pkey, ADD PRIMARY KEY (cik, source, known_at);
CREATE UNIQUE INDEX crypto_holdings_current ON crypto_holdings (cik, source) WHERE superseded_at IS NULL;
ALTER TABLE crypto_holdings ADD CONSTRAINT crypto_holdings_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX crypto_holdings_known ON crypto_holdings (known_at);
