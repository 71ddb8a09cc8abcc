-- The SEC ownership family: Form 4 insider trades, Form 144 notices, Schedule 13D/13G holders and
-- 13F holdings, with the EDGAR bookkeeping that feeds them (ticker map, filings known from the
-- indexes). Amounts are numeric so the filings' digits survive exactly; CIKs are ten-digit text.

-- company_tickers.json: position is the file's order, so a CIK's first ticker is its primary one.
CREATE TABLE sec_tickers (
  ticker   text PRIMARY KEY,
  cik      text NOT NULL,
  title    text,
  position integer NOT NULL
);
CREATE INDEX sec_tickers_cik ON sec_tickers (cik, position);

-- Filings of the forms this family reads, as listed by an EDGAR index (path, date filed) or a
-- submissions JSON (acceptance time). The filings poller fetches each one not yet offered.
CREATE TABLE sec_filings (
  accession_no text PRIMARY KEY,
  form_type    text NOT NULL,
  cik          text,
  company      text,
  date_filed   date NOT NULL,
  accepted_at  timestamptz,
  path         text
);
CREATE INDEX sec_filings_date ON sec_filings (date_filed DESC, accession_no DESC);
-- the filings poller asks whether a filing's document was already offered, by file name
CREATE INDEX ingest_files_name ON ingest_files (name);

-- One row per Form 4 or 4/A, also those without transactions: the amendment rule works on these.
-- filed_key orders filings of one key: the acceptance time when known, else the document's date.
CREATE TABLE form4_filings (
  accession_no     text PRIMARY KEY,
  issuer_cik       text NOT NULL,
  owner_cik        text NOT NULL,
  period_of_report date,
  is_amendment     boolean NOT NULL,
  filed_key        timestamptz
);
CREATE INDEX form4_filings_key ON form4_filings (issuer_cik, owner_cik, period_of_report);

-- Non-derivative transactions of the Form 4 filings in force (amended ones are deleted).
-- filed_at is the acceptance time when the document carried it; document_date is its own date
-- (signature date, else period of report), the last resort for filedAt.
CREATE TABLE insider_trades (
  accession_no       text NOT NULL,
  tx_index           integer NOT NULL,
  filed_at           timestamptz,
  document_date      date,
  is_amendment       boolean NOT NULL,
  ticker             text,
  company            text,
  issuer_cik         text NOT NULL,
  insider_cik        text,
  insider_name       text,
  insider_title      text,
  security_title     text,
  tx_date            date NOT NULL,
  tx_code            text NOT NULL,
  is_open_market     boolean NOT NULL,
  acquired_disposed  text,
  shares             numeric,
  price_per_share    numeric,
  value_usd          numeric,
  shares_owned_after numeric,
  direct_or_indirect text,
  PRIMARY KEY (accession_no, tx_index)
);
CREATE INDEX insider_trades_code_date ON insider_trades (tx_code, tx_date DESC);
CREATE INDEX insider_trades_ticker ON insider_trades (ticker, tx_date DESC);
CREATE INDEX insider_trades_issuer ON insider_trades (issuer_cik, tx_date DESC);

CREATE TABLE planned_sales (
  accession_no           text NOT NULL,
  seq                    integer NOT NULL,
  form_type              text NOT NULL,
  filed_at               timestamptz,
  document_date          date,
  issuer_cik             text NOT NULL,
  issuer_name            text,
  person_name            text,
  relationship           text,
  security_class         text,
  broker                 text,
  exchange               text,
  units_to_sell          numeric,
  aggregate_market_value numeric,
  units_outstanding      numeric,
  approx_sale_date       date,
  PRIMARY KEY (accession_no, seq)
);
CREATE INDEX planned_sales_issuer ON planned_sales (issuer_cik);

CREATE TABLE large_holders (
  accession_no     text NOT NULL,
  seq              integer NOT NULL,
  form_type        text NOT NULL,
  schedule         text NOT NULL CHECK (schedule IN ('13D', '13G')),
  is_amendment     boolean NOT NULL,
  amendment_no     text,
  filed_at         timestamptz,
  document_date    date,
  event_date       date,
  issuer_cik       text NOT NULL,
  issuer_name      text,
  cusip            text,
  security_class   text,
  reporting_cik    text,
  reporting_person text NOT NULL,
  person_type      text,
  shares_owned     numeric,
  percent_of_class numeric,
  PRIMARY KEY (accession_no, seq)
);
CREATE INDEX large_holders_issuer ON large_holders (issuer_cik);

-- 13F cover pages. value_factor turns the information table's <value> into dollars (1000 for
-- tables filed before 2023-01-03, else 1); the table may be loaded before or after its cover.
CREATE TABLE thirteenf_filings (
  accession_no      text PRIMARY KEY,
  cik               text NOT NULL,
  manager_name      text,
  submission_type   text NOT NULL,
  period_of_report  date NOT NULL,
  is_amendment      boolean NOT NULL,
  amendment_type    text,
  table_entry_total integer,
  table_value_total numeric,
  value_factor      numeric NOT NULL,
  signature_date    date,
  filed_at          timestamptz
);
CREATE INDEX thirteenf_filings_cik ON thirteenf_filings (cik, period_of_report DESC);

CREATE TABLE thirteenf_holdings (
  accession_no          text NOT NULL,
  seq                   integer NOT NULL,
  name_of_issuer        text NOT NULL,
  title_of_class        text,
  cusip                 text NOT NULL,
  value_reported        numeric NOT NULL,
  ssh_prnamt            numeric,
  ssh_prnamt_type       text,
  put_call              text,
  investment_discretion text,
  PRIMARY KEY (accession_no, seq)
);
CREATE INDEX thirteenf_holdings_cusip ON thirteenf_holdings (cusip);

-- The filedAt every SEC row shows: the acceptance time the document carried, else the one a
-- submissions JSON gave, else the index's date filed, else the document's own date (midnight UTC).
-- The ticker: the filing's own symbol (Form 4), else the issuer's primary ticker in the map.
CREATE VIEW insider_trade_rows AS
SELECT t.*, coalesce(t.ticker, k.ticker) AS ticker_eff,
       coalesce(t.filed_at, f.accepted_at, f.date_filed::timestamp AT TIME ZONE 'UTC',
                t.document_date::timestamp AT TIME ZONE 'UTC') AS filed_at_eff
FROM insider_trades t
LEFT JOIN sec_filings f ON f.accession_no = t.accession_no
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = t.issuer_cik ORDER BY s.position LIMIT 1) k
  ON t.ticker IS NULL;

CREATE VIEW planned_sale_rows AS
SELECT p.*, k.ticker AS ticker_eff,
       coalesce(p.filed_at, f.accepted_at, f.date_filed::timestamp AT TIME ZONE 'UTC',
                p.document_date::timestamp AT TIME ZONE 'UTC') AS filed_at_eff
FROM planned_sales p
LEFT JOIN sec_filings f ON f.accession_no = p.accession_no
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = p.issuer_cik ORDER BY s.position LIMIT 1) k
  ON true;

CREATE VIEW large_holder_rows AS
SELECT h.*, k.ticker AS ticker_eff,
       coalesce(h.filed_at, f.accepted_at, f.date_filed::timestamp AT TIME ZONE 'UTC',
                h.document_date::timestamp AT TIME ZONE 'UTC') AS filed_at_eff
FROM large_holders h
LEFT JOIN sec_filings f ON f.accession_no = h.accession_no
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = h.issuer_cik ORDER BY s.position LIMIT 1) k
  ON true;

-- The filings that make up each manager's report for a quarter: the newest original or
-- RESTATEMENT amendment, plus the NEW HOLDINGS amendments filed after it.
CREATE VIEW thirteenf_report_parts AS
WITH ranked AS (
  SELECT f.accession_no, f.cik, f.period_of_report,
         coalesce(f.filed_at, f.signature_date::timestamp AT TIME ZONE 'UTC') AS filed_key,
         NOT f.is_amendment OR upper(coalesce(f.amendment_type, 'RESTATEMENT')) NOT LIKE 'NEW HOLDINGS%' AS is_full
  FROM thirteenf_filings f
), base AS (
  SELECT DISTINCT ON (cik, period_of_report) cik, period_of_report, accession_no, filed_key
  FROM ranked WHERE is_full
  ORDER BY cik, period_of_report, filed_key DESC NULLS LAST, accession_no DESC
)
SELECT b.cik, b.period_of_report, b.accession_no FROM base b
UNION ALL
SELECT r.cik, r.period_of_report, r.accession_no
FROM ranked r JOIN base b ON b.cik = r.cik AND b.period_of_report = r.period_of_report
WHERE NOT r.is_full AND (r.filed_key IS NULL OR b.filed_key IS NULL OR r.filed_key > b.filed_key);

-- A manager's positions per quarter: one per CUSIP and option kind, in dollars.
CREATE VIEW thirteenf_positions AS
SELECT p.cik, p.period_of_report, h.cusip, upper(coalesce(h.put_call, '')) AS put_call,
       min(h.name_of_issuer) AS issuer_name,
       sum(h.value_reported * f.value_factor) AS value_usd,
       sum(h.ssh_prnamt) FILTER (WHERE upper(h.ssh_prnamt_type) = 'SH') AS shares
FROM thirteenf_report_parts p
JOIN thirteenf_filings f ON f.accession_no = p.accession_no
JOIN thirteenf_holdings h ON h.accession_no = p.accession_no
GROUP BY p.cik, p.period_of_report, h.cusip, upper(coalesce(h.put_call, ''));

-- A company name reduced for matching 13F issuer names with the ticker map's titles
-- ("APPLE INC" and "Apple Inc." both give "APPLE"): upper case, punctuation and legal suffixes gone.
CREATE FUNCTION sec_name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT nullif(btrim(regexp_replace(regexp_replace(
           ' ' || regexp_replace(upper(name), '[^A-Z0-9]+', ' ', 'g') || ' ',
           ' (INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|LTD|LIMITED|PLC|LLC|LP|THE|NV|SA|AG|NEW|DEL|COM)(?= )',
           ' ', 'g'), ' +', ' ', 'g')), '') $$;
