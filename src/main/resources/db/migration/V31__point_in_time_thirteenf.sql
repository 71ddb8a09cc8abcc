-- Point in time for 13F (issue 37, docs/point-in-time.md §1, §2 SEC): thirteenf_filings and
-- thirteenf_holdings keep every version of a row, each known from its own filing's knownAt
-- (sec/edgar/FilingKnownAt: the acceptance time the document carried, else the one sec_filings
-- holds, else the END of its date filed in New York, else when stored; never later than stored;
-- to the millisecond). Holdings take the knownAt of their own accession, not their cover's: the
-- information table may arrive before its cover. The views become functions of the moment.

ALTER TABLE thirteenf_filings
  ADD COLUMN known_at      timestamptz,
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;

-- existing rows: the rule above; rows with no time at all are known from this migration
UPDATE thirteenf_filings e
SET known_at = date_trunc('milliseconds', least(
      coalesce(e.filed_at,
               (SELECT coalesce(f.accepted_at,
                                ((f.date_filed + 1)::timestamp AT TIME ZONE 'America/New_York')
                                  - interval '1 millisecond')
                FROM sec_filings f WHERE f.accession_no = e.accession_no),
               now()),
      now()));
ALTER TABLE thirteenf_filings ALTER COLUMN known_at SET NOT NULL;

ALTER TABLE thirteenf_filings DROP CONSTRAINT thirteenf_filings_pkey;
ALTER TABLE thirteenf_filings ADD PRIMARY KEY (accession_no, known_at);
CREATE UNIQUE INDEX thirteenf_filings_current ON thirteenf_filings (accession_no) WHERE superseded_at IS NULL;
ALTER TABLE thirteenf_filings ADD CONSTRAINT thirteenf_filings_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX thirteenf_filings_known ON thirteenf_filings (known_at);

ALTER TABLE thirteenf_holdings
  ADD COLUMN known_at      timestamptz,
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;

-- a holding is known when its accession is: its cover's acceptance time when the cover is stored
-- (the header's, as the writer took it), else sec_filings' time, else this migration
UPDATE thirteenf_holdings h
SET known_at = date_trunc('milliseconds', least(
      coalesce((SELECT e.known_at FROM thirteenf_filings e WHERE e.accession_no = h.accession_no),
               (SELECT coalesce(f.accepted_at,
                                ((f.date_filed + 1)::timestamp AT TIME ZONE 'America/New_York')
                                  - interval '1 millisecond')
                FROM sec_filings f WHERE f.accession_no = h.accession_no),
               now()),
      now()));
ALTER TABLE thirteenf_holdings ALTER COLUMN known_at SET NOT NULL;

ALTER TABLE thirteenf_holdings DROP CONSTRAINT thirteenf_holdings_pkey;
ALTER TABLE thirteenf_holdings ADD PRIMARY KEY (accession_no, seq, known_at);
CREATE UNIQUE INDEX thirteenf_holdings_current ON thirteenf_holdings (accession_no, seq) WHERE superseded_at IS NULL;
ALTER TABLE thirteenf_holdings ADD CONSTRAINT thirteenf_holdings_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX thirteenf_holdings_known ON thirteenf_holdings (known_at);

-- The filings that make up each manager's report for a quarter as known at a moment (infinity:
-- now): the newest original or RESTATEMENT amendment known by then, plus the NEW HOLDINGS
-- amendments known by then and not before it. Ordered by known_at, not V4's filed_key (which
-- fell back to the signature date at midnight UTC): known_at is the acceptance time or the end of
-- the date filed. known_at is the part's; a report is known from the max of its parts'.
-- Plain SQL functions of one SELECT: the planner inlines them, so plans are those of the views.
DROP VIEW thirteenf_positions;
DROP VIEW thirteenf_report_parts;
CREATE FUNCTION thirteenf_report_parts_at(as_of timestamptz)
RETURNS TABLE (cik text, period_of_report date, accession_no text, known_at timestamptz)
LANGUAGE sql STABLE
AS $$
  WITH ranked AS (
    SELECT f.accession_no, f.cik, f.period_of_report, f.known_at,
           NOT f.is_amendment OR upper(coalesce(f.amendment_type, 'RESTATEMENT')) NOT LIKE 'NEW HOLDINGS%' AS is_full
    FROM thirteenf_filings f
    WHERE f.known_at <= as_of AND (f.superseded_at IS NULL OR f.superseded_at > as_of)
  ), base AS (
    SELECT DISTINCT ON (r.cik, r.period_of_report) r.cik, r.period_of_report, r.accession_no, r.known_at
    FROM ranked r WHERE r.is_full
    ORDER BY r.cik, r.period_of_report, r.known_at DESC, r.accession_no DESC
  )
  SELECT b.cik, b.period_of_report, b.accession_no, b.known_at FROM base b
  UNION ALL
  SELECT r.cik, r.period_of_report, r.accession_no, r.known_at
  FROM ranked r JOIN base b ON b.cik = r.cik AND b.period_of_report = r.period_of_report
  WHERE NOT r.is_full AND r.known_at >= b.known_at
$$;

-- A manager's positions per quarter as known at a moment: one per CUSIP and option kind, in
-- dollars, known from the newest cover or holding row it adds up.
CREATE FUNCTION thirteenf_positions_at(as_of timestamptz)
RETURNS TABLE (cik text, period_of_report date, cusip text, put_call text, issuer_name text,
               value_usd numeric, shares numeric, known_at timestamptz)
LANGUAGE sql STABLE
AS $$
  SELECT p.cik, p.period_of_report, h.cusip, upper(coalesce(h.put_call, '')),
         min(h.name_of_issuer),
         sum(h.value_reported * f.value_factor),
         sum(h.ssh_prnamt) FILTER (WHERE upper(h.ssh_prnamt_type) = 'SH'),
         greatest(max(f.known_at), max(h.known_at))
  FROM thirteenf_report_parts_at(as_of) p
  JOIN thirteenf_filings f ON f.accession_no = p.accession_no
    AND f.known_at <= as_of AND (f.superseded_at IS NULL OR f.superseded_at > as_of)
  JOIN thirteenf_holdings h ON h.accession_no = p.accession_no
    AND h.known_at <= as_of AND (h.superseded_at IS NULL OR h.superseded_at > as_of)
  GROUP BY p.cik, p.period_of_report, h.cusip, upper(coalesce(h.put_call, ''))
$$;
