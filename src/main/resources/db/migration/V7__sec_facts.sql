-- SEC company facts (XBRL): the figures the financials, buybacks and bitcoin-treasuries datasets
-- serve, computed per company from its company facts file by the concept table (see
-- dev.openmarkets.sec.facts.Concepts). A company's file replaces its rows whole. Amounts are
-- numeric so the filings' digits survive; CIKs are ten-digit text.

-- One row per company: its name, latest balance-sheet instant and cover-page share count.
CREATE TABLE xbrl_companies (
  cik                text PRIMARY KEY,
  entity_name        text,
  bs_end             date,
  cash               numeric,
  debt               numeric,
  equity             numeric,
  assets             numeric,
  bs_accession       text,
  shares_outstanding numeric,
  shares_date        date,
  shares_accession   text
);

-- Calendar quarters (frame CY2025Q4); derived = a fourth quarter computed as year minus three.
CREATE TABLE financial_quarters (
  cik             text NOT NULL,
  frame           text NOT NULL,
  period_start    date NOT NULL,
  period_end      date NOT NULL,
  derived         boolean NOT NULL,
  revenue         numeric,
  revenue_concept text,
  net_income      numeric,
  eps_diluted     numeric,
  eps_kind        text,
  accession_no    text NOT NULL,
  filed           date NOT NULL,
  PRIMARY KEY (cik, frame)
);

-- Fiscal years: income, operating cash flow, repurchases and dividends.
CREATE TABLE financial_years (
  cik                 text NOT NULL,
  fiscal_year         integer NOT NULL,
  period_start        date NOT NULL,
  period_end          date NOT NULL,
  frame               text NOT NULL,
  revenue             numeric,
  net_income          numeric,
  operating_cash_flow numeric,
  buybacks            numeric,
  dividends           numeric,
  accession_no        text NOT NULL,
  filed               date NOT NULL,
  PRIMARY KEY (cik, fiscal_year)
);
CREATE INDEX financial_years_buybacks ON financial_years (cik, fiscal_year DESC) WHERE buybacks IS NOT NULL;

-- Crypto holdings at the latest instant a company reported (us-gaap CryptoAsset* concepts, or an
-- XBRL instance's own extension elements).
CREATE TABLE crypto_holdings (
  cik            text NOT NULL,
  as_of          date NOT NULL,
  accession_no   text NOT NULL,
  form           text,
  units          numeric,
  fair_value_usd numeric,
  cost_usd       numeric,
  units_reliable boolean NOT NULL,
  source         text NOT NULL,
  PRIMARY KEY (cik, source)
);

-- Companies the company facts poller keeps fresh beyond the configured list: filers of
-- 10-K/10-Q/8-K seen in the daily index, and repurchasers named by an XBRL frames file.
CREATE TABLE xbrl_watch (
  cik      text PRIMARY KEY,
  reason   text NOT NULL,
  since    date NOT NULL
);
