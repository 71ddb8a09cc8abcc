-- Point in time for Form 4 (issue 37, docs/point-in-time.md §1, §2 SEC): insider_trades and
-- form4_filings keep every version of a row, known from the filing's acceptance time, instead of
-- being overwritten; the trades a 4/A replaces are closed at the 4/A's acceptance time instead of
-- deleted. The read side asks insider_trade_rows_at(moment) instead of the insider_trade_rows view.
--
-- knownAt of a filing (sec/insiders/Form4KnownAt): the acceptance time the document carried
-- (SEC-HEADER), else the one sec_filings holds (submissions JSON), else the END of its date filed
-- in New York (23:59:59.999; midnight UTC would be 19:00/20:00 ET the day before: lookahead),
-- else when it was first stored; never later than when it was stored. Millisecond-precise, as
-- answers print it.

ALTER TABLE insider_trades
  ADD COLUMN known_at      timestamptz,
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;

-- existing rows: the rule above; rows with no time at all are known from this migration
UPDATE insider_trades t
SET known_at = least(coalesce(t.filed_at,
                              (SELECT coalesce(f.accepted_at,
                                               ((f.date_filed + 1)::timestamp AT TIME ZONE 'America/New_York')
                                                 - interval '1 millisecond')
                               FROM sec_filings f WHERE f.accession_no = t.accession_no)),
                     date_trunc('milliseconds', now()));
UPDATE insider_trades SET known_at = date_trunc('milliseconds', now()) WHERE known_at IS NULL;
ALTER TABLE insider_trades ALTER COLUMN known_at SET NOT NULL;

ALTER TABLE insider_trades DROP CONSTRAINT insider_trades_pkey;
ALTER TABLE insider_trades ADD PRIMARY KEY (accession_no, tx_index, known_at);
CREATE UNIQUE INDEX insider_trades_current ON insider_trades (accession_no, tx_index) WHERE superseded_at IS NULL;
ALTER TABLE insider_trades ADD CONSTRAINT insider_trades_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
-- the asOf floor (min(known_at)) and revisions by time
CREATE INDEX insider_trades_known ON insider_trades (known_at);

ALTER TABLE form4_filings
  ADD COLUMN known_at      timestamptz,
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;

-- a filing with trades is known when they are; one without (no transactions, or replaced by a
-- 4/A and deleted before this migration) by the same rule from sec_filings
UPDATE form4_filings e
SET known_at = coalesce((SELECT min(t.known_at) FROM insider_trades t WHERE t.accession_no = e.accession_no),
                        least((SELECT coalesce(f.accepted_at,
                                               ((f.date_filed + 1)::timestamp AT TIME ZONE 'America/New_York')
                                                 - interval '1 millisecond')
                               FROM sec_filings f WHERE f.accession_no = e.accession_no),
                              date_trunc('milliseconds', now())),
                        date_trunc('milliseconds', now()));
ALTER TABLE form4_filings ALTER COLUMN known_at SET NOT NULL;

ALTER TABLE form4_filings DROP CONSTRAINT form4_filings_pkey;
ALTER TABLE form4_filings ADD PRIMARY KEY (accession_no, known_at);
CREATE UNIQUE INDEX form4_filings_current ON form4_filings (accession_no) WHERE superseded_at IS NULL;
ALTER TABLE form4_filings ADD CONSTRAINT form4_filings_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX form4_filings_known ON form4_filings (known_at);

-- The rows of /insiders as known at a moment (infinity: the current ones): the version of each
-- trade in force then, with the filedAt and ticker every SEC row shows (see V4's view, which this
-- replaces: the filing's acceptance time, else the index's date filed, else the document's own
-- date, at midnight UTC; the filing's own symbol, else the issuer's primary ticker in the map).
-- A plain SQL function of one SELECT: the planner inlines it, so plans are those of the view.
DROP VIEW insider_trade_rows;
CREATE FUNCTION insider_trade_rows_at(as_of timestamptz)
RETURNS TABLE (accession_no text, tx_index integer, filed_at timestamptz, document_date date, is_amendment boolean,
               ticker text, company text, issuer_cik text, insider_cik text, insider_name text, insider_title text,
               security_title text, tx_date date, tx_code text, is_open_market boolean, acquired_disposed text,
               shares numeric, price_per_share numeric, value_usd numeric, shares_owned_after numeric,
               direct_or_indirect text, known_at timestamptz, superseded_at timestamptz, version_no integer,
               ticker_eff text, filed_at_eff timestamptz)
LANGUAGE sql STABLE
AS $$
  SELECT t.accession_no, t.tx_index, t.filed_at, t.document_date, t.is_amendment, t.ticker, t.company, t.issuer_cik,
         t.insider_cik, t.insider_name, t.insider_title, t.security_title, t.tx_date, t.tx_code, t.is_open_market,
         t.acquired_disposed, t.shares, t.price_per_share, t.value_usd, t.shares_owned_after, t.direct_or_indirect,
         t.known_at, t.superseded_at, t.version_no,
         coalesce(t.ticker, k.ticker),
         coalesce(t.filed_at, f.accepted_at, f.date_filed::timestamp AT TIME ZONE 'UTC',
                  t.document_date::timestamp AT TIME ZONE 'UTC')
  FROM insider_trades t
  LEFT JOIN sec_filings f ON f.accession_no = t.accession_no
  LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = t.issuer_cik ORDER BY s.position LIMIT 1) k
    ON t.ticker IS NULL
  WHERE t.known_at <= as_of AND (t.superseded_at IS NULL OR t.superseded_at > as_of)
$$;
