-- The macro family: CFTC Commitments of Traders, FRED observations, Treasury yields and
-- stablecoin supply, BIS central-bank policy rates.

-- One row per CFTC market (contract market code). The slug is given once and never changes;
-- report_kind is the kind the market is served from (tff, else disaggregated, else legacy).
CREATE TABLE cot_markets (
  cftc_code     text PRIMARY KEY,
  slug          text NOT NULL UNIQUE,
  aliases       text[] NOT NULL DEFAULT '{}',
  name          text NOT NULL,
  exchange      text NOT NULL,
  exchange_code text NOT NULL,
  market_group  text NOT NULL,
  report_kind   text NOT NULL,
  name_date     date NOT NULL
);
-- tff before disaggregated before legacy: the kind a market is served from.
CREATE FUNCTION cot_kind_rank(kind text) RETURNS int IMMUTABLE LANGUAGE sql AS
$$ SELECT CASE kind WHEN 'tff' THEN 0 WHEN 'disaggregated' THEN 1 ELSE 2 END $$;
CREATE INDEX cot_markets_aliases ON cot_markets USING gin (aliases);

-- One market on one report date in one report kind, positions as the CFTC prints them.
-- spec_net is the speculative category's net; spec_net_change and cot_index are derived from the
-- stored history by the writer after every file (see cot-derive.sql).
CREATE TABLE cot_reports (
  cftc_code            text NOT NULL,
  report_kind          text NOT NULL,
  report_date          date NOT NULL,
  open_interest        bigint,
  dealer_long          bigint,
  dealer_short         bigint,
  asset_mgr_long       bigint,
  asset_mgr_short      bigint,
  lev_fund_long        bigint,
  lev_fund_short       bigint,
  prod_merc_long       bigint,
  prod_merc_short      bigint,
  swap_long            bigint,
  swap_short           bigint,
  managed_money_long   bigint,
  managed_money_short  bigint,
  commercial_long      bigint,
  commercial_short     bigint,
  non_commercial_long  bigint,
  non_commercial_short bigint,
  other_rept_long      bigint,
  other_rept_short     bigint,
  non_rept_long        bigint,
  non_rept_short       bigint,
  spec_net             bigint GENERATED ALWAYS AS (CASE report_kind
                         WHEN 'tff' THEN lev_fund_long - lev_fund_short
                         WHEN 'disaggregated' THEN managed_money_long - managed_money_short
                         ELSE non_commercial_long - non_commercial_short END) STORED,
  spec_net_change      bigint,
  cot_index            numeric,
  PRIMARY KEY (cftc_code, report_kind, report_date)
);
CREATE INDEX cot_reports_date ON cot_reports (report_date);

-- Each market's latest report in the kind it is served from: what other families read.
CREATE VIEW cot_latest AS
SELECT m.slug, r.report_date, r.cot_index
FROM cot_markets m
JOIN LATERAL (
  SELECT x.report_date, x.cot_index FROM cot_reports x
  WHERE x.cftc_code = m.cftc_code AND x.report_kind = m.report_kind
  ORDER BY x.report_date DESC LIMIT 1) r ON true;

-- FRED observations as FRED prints them; a missing value ("." or empty) is no row.
CREATE TABLE fred_observations (
  series_id text NOT NULL,
  obs_date  date NOT NULL,
  value     numeric,
  PRIMARY KEY (series_id, obs_date)
);

-- Macro series stored from upstream files: Treasury par yields (ust-1m ... ust-30y, percent) and
-- stablecoin supply (stablecoins-total, -usdt, -usdc, USD). Spreads are computed when read.
CREATE TABLE macro_observations (
  series   text NOT NULL,
  obs_date date NOT NULL,
  value    numeric NOT NULL,
  PRIMARY KEY (series, obs_date)
);

-- BIS central-bank policy rates, the daily series as published (percent).
CREATE TABLE policy_rate_economies (
  code    text PRIMARY KEY,
  country text NOT NULL
);
CREATE TABLE policy_rates (
  code     text NOT NULL,
  obs_date date NOT NULL,
  rate     numeric NOT NULL,
  PRIMARY KEY (code, obs_date)
);
