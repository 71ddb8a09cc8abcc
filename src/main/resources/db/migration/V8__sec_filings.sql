-- SEC filings family (dev.openmarkets.sec.filings): 8-K events and the earnings derived from them,
-- 424B2/FWP structured notes, Form D offerings, registrations (S-1, F-1, 424B4, RW, EFFECT), and
-- the queue of listed filings whose documents the filings poller still has to fetch.

-- One row per 8-K or 8-K/A. items are numbers ("5.02"), item_labels the readable label of each;
-- both null when the source names no item. filed_at is the acceptance time (UTC) when a source
-- carried it, else the date filed at midnight UTC.
CREATE TABLE sec_events (
  accession_no     text PRIMARY KEY,
  form_type        text NOT NULL,
  cik              text NOT NULL,
  company          text NOT NULL,
  items            text[],
  item_labels      text[],
  accepted_at      timestamptz,
  date_filed       date NOT NULL,
  filed_at         timestamptz NOT NULL,
  period_of_report date,
  doc_url          text NOT NULL
);
CREATE INDEX sec_events_filed ON sec_events (filed_at DESC, accession_no DESC);
CREATE INDEX sec_events_cik ON sec_events (cik, date_filed DESC);

-- Filings listed by an EDGAR index whose document a dataset here reads (8-K, 424B2, FWP, D, D/A).
CREATE TABLE sec_filing_queue (
  accession_no text PRIMARY KEY,
  form_type    text NOT NULL,
  cik          text NOT NULL,
  company      text,
  date_filed   date NOT NULL,
  path         text
);
CREATE INDEX sec_filing_queue_date ON sec_filing_queue (date_filed DESC, accession_no DESC);

-- Registration filings (ipos): one row per accession, under the first company the source lists.
CREATE TABLE sec_registrations (
  accession_no   text PRIMARY KEY,
  form_type      text NOT NULL,
  cik            text NOT NULL,
  company        text NOT NULL,
  date_filed     date NOT NULL,
  accepted_at    timestamptz,
  filed_at       timestamptz NOT NULL,
  effective_form text
);
CREATE INDEX sec_registrations_filed ON sec_registrations (filed_at DESC, accession_no DESC);
CREATE INDEX sec_registrations_cik ON sec_registrations (cik, date_filed);

-- Form D notices (primary_doc.xml). Amounts are null when the notice says "Indefinite".
CREATE TABLE sec_form_d (
  accession_no          text PRIMARY KEY,
  cik                   text NOT NULL,
  issuer_name           text NOT NULL,
  entity_type           text,
  state                 text,
  industry_group        text,
  fund_type             text,
  is_fund               boolean NOT NULL,
  is_amendment          boolean NOT NULL,
  date_of_first_sale    date,
  security_types        text,
  exemptions            text,
  total_offering_amount numeric,
  total_amount_sold     numeric,
  investors_count       integer,
  minimum_investment    numeric,
  revenue_range         text,
  accepted_at           timestamptz,
  signature_date        date
);

-- filedAt of a Form D: the acceptance time of a .txt submission, else the date filed of the
-- index that listed it, else the notice's signature date (both at 00:00 UTC).
CREATE VIEW form_d_rows AS
SELECT d.*, coalesce(d.accepted_at, q.date_filed::timestamp AT TIME ZONE 'UTC',
                     d.signature_date::timestamp AT TIME ZONE 'UTC') AS filed_at_eff
FROM sec_form_d d
LEFT JOIN sec_filing_queue q ON q.accession_no = d.accession_no;

-- 424B2 pricing supplements and FWP term sheets of structured notes. id orders ties of
-- date_filed for the paging cursor (filedAt_id).
CREATE TABLE sec_structured_notes (
  id            bigserial UNIQUE,
  accession_no  text PRIMARY KEY,
  issuer        text NOT NULL,
  issuer_cik    text,
  form_type     text NOT NULL,
  date_filed    date NOT NULL,
  preliminary   boolean NOT NULL,
  pricing_date  date,
  underlyings   text[],
  note_type     text,
  coupon        numeric,
  cap_pct       numeric,
  barrier_pct   numeric,
  principal_usd numeric,
  doc_url       text NOT NULL
);
CREATE INDEX sec_structured_notes_page ON sec_structured_notes (date_filed DESC, id DESC);

-- Earnings: one reported date per company and date filed, from 8-Ks (not amendments) with Item
-- 2.02; the first such filing of the day gives the accession.
CREATE VIEW earnings_reported AS
SELECT DISTINCT ON (e.cik, e.date_filed) e.cik, e.date_filed AS report_date, e.accession_no
FROM sec_events e
WHERE e.form_type = '8-K' AND '2.02' = ANY(e.items)
ORDER BY e.cik, e.date_filed, e.filed_at, e.accession_no;

-- An estimate is a reported date plus 364 days (52 weeks), unless the company reported within
-- 45 days of it (then the reported date stands for that quarter).
CREATE VIEW earnings_estimated AS
SELECT r.cik, r.report_date + 364 AS report_date, r.report_date AS basis
FROM earnings_reported r
WHERE NOT EXISTS (SELECT 1 FROM earnings_reported x
                  WHERE x.cik = r.cik AND x.report_date BETWEEN r.report_date + 319 AND r.report_date + 409);
