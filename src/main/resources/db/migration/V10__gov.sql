-- The government family: Treasury auctions, federal contract actions with the recipient-to-ticker
-- match, and the economic release calendar. Amounts are numeric so the agencies' digits survive.

-- One auction of a CUSIP on a date (reopenings auction the same CUSIP again). security_type is the
-- kind clients filter on (Bill, CMB, Note, Bond, TIPS, FRN); results stay null while announced.
CREATE TABLE treasury_auctions (
  cusip                    text NOT NULL,
  auction_date             date NOT NULL,
  security_type            text NOT NULL,
  security_term            text,
  original_security_term   text,
  announcement_date        date,
  issue_date               date,
  maturity_date            date,
  status                   text NOT NULL CHECK (status IN ('announced', 'auctioned')),
  offering_amount          numeric,
  high_yield               numeric,
  high_discount_rate       numeric,
  high_investment_rate     numeric,
  interest_rate            numeric,
  bid_to_cover_ratio       numeric,
  total_tendered           numeric,
  total_accepted           numeric,
  primary_dealer_accepted  numeric,
  direct_bidder_accepted   numeric,
  indirect_bidder_accepted numeric,
  source_updated_at        timestamp,
  PRIMARY KEY (cusip, auction_date)
);
CREATE INDEX treasury_auctions_type_date ON treasury_auctions (security_type, auction_date DESC);
CREATE INDEX treasury_auctions_announced ON treasury_auctions (auction_date) WHERE status = 'announced';

-- A company name as the contract matcher compares it: upper case, '&' as AND, punctuation as
-- spaces, a leading THE and trailing legal suffixes dropped ("The Boeing Company" = "BOEING CO").
CREATE FUNCTION gov_name_key(name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT nullif(regexp_replace(regexp_replace(btrim(regexp_replace(regexp_replace(
           replace(upper(name), '&', ' AND '), '[^A-Z0-9]+', ' ', 'g'), '\s+', ' ', 'g')),
         '^THE ', ''),
         '( (INC|INCORPORATED|CORP|CORPORATION|CO|COMPANY|COS|LLC|L L C|LTD|LIMITED|PLC|LP|L P|LLP|HOLDINGS|HOLDING|NV|N V|SA|S A|AG|SE|DE|DEL|THE))+$', ''),
         '')
$$;

-- One contract action (a transaction: the award or one of its modifications) from USAspending.
-- generated_id is USAspending's generated_internal_id; mod_key is the modification number or ''.
-- award_level rows come from the award search (start date, award amount) and are left out of
-- answers once transactions of the same award are stored, so an award is never counted twice.
CREATE TABLE federal_contract_actions (
  generated_id        text NOT NULL,
  mod_key             text NOT NULL,
  action_date         date NOT NULL,
  award_id            text NOT NULL,
  mod                 text,
  action_type         text,
  amount_usd          numeric NOT NULL,
  recipient_name      text NOT NULL,
  recipient_uei       text,
  recipient_key       text GENERATED ALWAYS AS (gov_name_key(recipient_name)) STORED,
  awarding_agency     text,
  awarding_sub_agency text,
  award_type          text,
  naics_code          text,
  description         text,
  award_level         boolean NOT NULL DEFAULT false,
  PRIMARY KEY (generated_id, mod_key, action_date)
);
CREATE INDEX federal_contract_actions_date ON federal_contract_actions (action_date DESC);
CREATE INDEX federal_contract_actions_uei ON federal_contract_actions (recipient_uei);

-- USAspending recipient profiles: who a recipient's parent is.
CREATE TABLE contract_recipients (
  uei          text PRIMARY KEY,
  recipient_id text,
  name         text,
  parent_uei   text,
  parent_name  text,
  parent_key   text GENERATED ALWAYS AS (gov_name_key(parent_name)) STORED
);

-- The automatic parent-to-ticker matches: a name key equal to an SEC company name's key (the
-- first ticker of that company). Configuration overrides are applied over this at query time.
CREATE TABLE contract_ticker_matches (
  name_key   text PRIMARY KEY,
  ticker     text NOT NULL,
  cik        text,
  sec_title  text,
  matched_at timestamptz NOT NULL DEFAULT now()
);

-- Scheduled releases of the economic calendar. id is stable across polls: source, event and
-- reference period (a moved release keeps its id). series_id / transform say how the actual is
-- read from the observations once released; period_date is the reference month's first day.
CREATE TABLE calendar_events (
  id           text PRIMARY KEY,
  source       text NOT NULL,
  event_name   text NOT NULL,
  importance   text NOT NULL CHECK (importance IN ('high', 'med', 'low')),
  scheduled_at timestamptz NOT NULL,
  period_label text,
  period_date  date,
  series_id    text,
  transform    text CHECK (transform IN ('level', 'change', 'pct', 'daily')),
  unit         text
);
CREATE INDEX calendar_events_at ON calendar_events (scheduled_at);

-- Monthly observations from the BLS public API, the calendar's actuals for BLS releases.
CREATE TABLE bls_observations (
  series_id   text NOT NULL,
  period_date date NOT NULL,
  value       numeric NOT NULL,
  preliminary boolean NOT NULL DEFAULT false,
  PRIMARY KEY (series_id, period_date)
);

-- The calendar reads FRED actuals (e.g. the FOMC target rate) from fred_observations, created by V9__macro.
