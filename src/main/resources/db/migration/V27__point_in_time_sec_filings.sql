-- Point in time for the SEC datasets that are lists of filings (issue 37, docs/point-in-time.md §2
-- SEC): events and earnings (sec_events), ipos (sec_registrations), startup-funding (sec_form_d),
-- structured-products (sec_structured_notes), large-holders (large_holders) and planned-sales
-- (planned_sales). Each row is a filing, or a part of one, keyed on its accession number: an
-- amendment is a filing of its own (its own accession), never written over the original, so these
-- rows are known from their filing's time and need no versions. They gain known_at.
--
-- knownAt of a filing: the acceptance time the row holds (the SEC-HEADER's, an index page's or a
-- submissions JSON's), else the one sec_filings holds for its accession, else the END of its date
-- filed in New York (23:59:59.999; filed_at's midnight UTC is 19:00/20:00 ET the day before, which
-- would be lookahead), else when it was stored; never later than when it was stored, and to the
-- millisecond, as answers print times (as sec/insiders/Form4KnownAt).
--
-- Every writer of these tables (the document upserts, the index's insert-new of registrations,
-- tests' fixtures) goes through the trigger below, so no writer can forget the rule or the cap by
-- its transaction's now(). A re-parse of a stored filing keeps the earlier known_at (least): the
-- filing was public from then on.

ALTER TABLE sec_structured_notes ADD COLUMN accepted_at timestamptz;

-- (parameters named apart from sec_filings' columns, which would shadow them)
CREATE FUNCTION sec_filing_known_at(accepted timestamptz, filed_on date, accession text)
RETURNS timestamptz LANGUAGE sql STABLE
AS $$
  SELECT date_trunc('milliseconds',
                    least(coalesce(accepted, f.accepted_at,
                                   ((coalesce(filed_on, f.date_filed) + 1)::timestamp AT TIME ZONE 'America/New_York')
                                     - interval '1 millisecond',
                                   now()),
                          now()))
  FROM (VALUES (1)) AS x(one)
  LEFT JOIN sec_filings f ON f.accession_no = accession
$$;

-- one trigger function per table: each names where its rows keep the acceptance time and date filed
CREATE FUNCTION sec_events_known_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.known_at := least(NEW.known_at, sec_filing_known_at(NEW.accepted_at, NEW.date_filed, NEW.accession_no));
  RETURN NEW;
END $$;

CREATE FUNCTION sec_registrations_known_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.known_at := least(NEW.known_at, sec_filing_known_at(NEW.accepted_at, NEW.date_filed, NEW.accession_no));
  RETURN NEW;
END $$;

CREATE FUNCTION sec_structured_notes_known_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.known_at := least(NEW.known_at, sec_filing_known_at(NEW.accepted_at, NEW.date_filed, NEW.accession_no));
  RETURN NEW;
END $$;

-- a Form D's date filed is the queue's (the index that listed it); its signature date is no filing
-- date (a notice may be filed days after it is signed)
CREATE FUNCTION sec_form_d_known_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.known_at := least(NEW.known_at, sec_filing_known_at(NEW.accepted_at,
      (SELECT q.date_filed FROM sec_filing_queue q WHERE q.accession_no = NEW.accession_no), NEW.accession_no));
  RETURN NEW;
END $$;

-- 13D/G and Form 144 rows keep the document's acceptance time in filed_at (V4); their date filed
-- is sec_filings' (document_date is the signature's, no filing date)
CREATE FUNCTION sec_document_rows_known_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.known_at := least(NEW.known_at, sec_filing_known_at(NEW.filed_at, NULL, NEW.accession_no));
  RETURN NEW;
END $$;

ALTER TABLE sec_events ADD COLUMN known_at timestamptz;
ALTER TABLE sec_registrations ADD COLUMN known_at timestamptz;
ALTER TABLE sec_structured_notes ADD COLUMN known_at timestamptz;
ALTER TABLE sec_form_d ADD COLUMN known_at timestamptz;
ALTER TABLE large_holders ADD COLUMN known_at timestamptz;
ALTER TABLE planned_sales ADD COLUMN known_at timestamptz;

-- existing rows: the rule above, capped by this migration's time (when they were stored is not kept)
UPDATE sec_events SET known_at = sec_filing_known_at(accepted_at, date_filed, accession_no);
UPDATE sec_registrations SET known_at = sec_filing_known_at(accepted_at, date_filed, accession_no);
UPDATE sec_structured_notes SET known_at = sec_filing_known_at(NULL, date_filed, accession_no);
UPDATE sec_form_d d SET known_at = sec_filing_known_at(d.accepted_at,
    (SELECT q.date_filed FROM sec_filing_queue q WHERE q.accession_no = d.accession_no), d.accession_no);
UPDATE large_holders SET known_at = sec_filing_known_at(filed_at, NULL, accession_no);
UPDATE planned_sales SET known_at = sec_filing_known_at(filed_at, NULL, accession_no);

ALTER TABLE sec_events ALTER COLUMN known_at SET NOT NULL;
ALTER TABLE sec_registrations ALTER COLUMN known_at SET NOT NULL;
ALTER TABLE sec_structured_notes ALTER COLUMN known_at SET NOT NULL;
ALTER TABLE sec_form_d ALTER COLUMN known_at SET NOT NULL;
ALTER TABLE large_holders ALTER COLUMN known_at SET NOT NULL;
ALTER TABLE planned_sales ALTER COLUMN known_at SET NOT NULL;

CREATE TRIGGER sec_events_known_at BEFORE INSERT OR UPDATE ON sec_events
  FOR EACH ROW EXECUTE FUNCTION sec_events_known_at();
CREATE TRIGGER sec_registrations_known_at BEFORE INSERT OR UPDATE ON sec_registrations
  FOR EACH ROW EXECUTE FUNCTION sec_registrations_known_at();
CREATE TRIGGER sec_structured_notes_known_at BEFORE INSERT OR UPDATE ON sec_structured_notes
  FOR EACH ROW EXECUTE FUNCTION sec_structured_notes_known_at();
CREATE TRIGGER sec_form_d_known_at BEFORE INSERT OR UPDATE ON sec_form_d
  FOR EACH ROW EXECUTE FUNCTION sec_form_d_known_at();
CREATE TRIGGER large_holders_known_at BEFORE INSERT OR UPDATE ON large_holders
  FOR EACH ROW EXECUTE FUNCTION sec_document_rows_known_at();
CREATE TRIGGER planned_sales_known_at BEFORE INSERT OR UPDATE ON planned_sales
  FOR EACH ROW EXECUTE FUNCTION sec_document_rows_known_at();

-- the asOf floor (min(known_at)) of each dataset
CREATE INDEX sec_events_known ON sec_events (known_at);
CREATE INDEX sec_registrations_known ON sec_registrations (known_at);
CREATE INDEX sec_structured_notes_known ON sec_structured_notes (known_at);
CREATE INDEX sec_form_d_known ON sec_form_d (known_at);
CREATE INDEX large_holders_known ON large_holders (known_at);
CREATE INDEX planned_sales_known ON planned_sales (known_at);

-- Earnings as known at a moment (infinity: today's answer): V8's views over the 8-Ks known then,
-- filtered before the first filing of a day is picked, with the knownAt of the 8-K that gives the
-- reported date (of the basis for an estimate). Plain SQL functions of one SELECT: inlined.
DROP VIEW earnings_estimated;
DROP VIEW earnings_reported;

CREATE FUNCTION earnings_reported_at(as_of timestamptz)
RETURNS TABLE (cik text, report_date date, accession_no text, known_at timestamptz)
LANGUAGE sql STABLE
AS $$
  SELECT DISTINCT ON (e.cik, e.date_filed) e.cik, e.date_filed, e.accession_no, e.known_at
  FROM sec_events e
  WHERE e.form_type = '8-K' AND '2.02' = ANY(e.items) AND e.known_at <= as_of
  ORDER BY e.cik, e.date_filed, e.filed_at, e.accession_no
$$;

CREATE FUNCTION earnings_estimated_at(as_of timestamptz)
RETURNS TABLE (cik text, report_date date, basis date, known_at timestamptz)
LANGUAGE sql STABLE
AS $$
  SELECT r.cik, r.report_date + 364, r.report_date, r.known_at
  FROM earnings_reported_at(as_of) r
  WHERE NOT EXISTS (SELECT 1 FROM earnings_reported_at(as_of) x
                    WHERE x.cik = r.cik AND x.report_date BETWEEN r.report_date + 319 AND r.report_date + 409)
$$;

-- V4's and V8's row views, as they were: re-created so that their t.* carries known_at
DROP VIEW form_d_rows;
CREATE VIEW form_d_rows AS
SELECT d.*, coalesce(d.accepted_at, q.date_filed::timestamp AT TIME ZONE 'UTC',
                     d.signature_date::timestamp AT TIME ZONE 'UTC') AS filed_at_eff
FROM sec_form_d d
LEFT JOIN sec_filing_queue q ON q.accession_no = d.accession_no;

DROP VIEW planned_sale_rows;
CREATE VIEW planned_sale_rows AS
SELECT p.*, k.ticker AS ticker_eff,
       coalesce(p.filed_at, f.accepted_at, f.date_filed::timestamp AT TIME ZONE 'UTC',
                p.document_date::timestamp AT TIME ZONE 'UTC') AS filed_at_eff
FROM planned_sales p
LEFT JOIN sec_filings f ON f.accession_no = p.accession_no
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = p.issuer_cik ORDER BY s.position LIMIT 1) k
  ON true;

DROP VIEW large_holder_rows;
CREATE VIEW large_holder_rows AS
SELECT h.*, k.ticker AS ticker_eff,
       coalesce(h.filed_at, f.accepted_at, f.date_filed::timestamp AT TIME ZONE 'UTC',
                h.document_date::timestamp AT TIME ZONE 'UTC') AS filed_at_eff
FROM large_holders h
LEFT JOIN sec_filings f ON f.accession_no = h.accession_no
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = h.issuer_cik ORDER BY s.position LIMIT 1) k
  ON true;
