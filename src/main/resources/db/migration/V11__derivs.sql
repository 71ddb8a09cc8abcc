-- The derivs family: Deribit options (book snapshots, index prices, DVOL) and Hyperliquid whale
-- positions. Upstream decimals are numeric so their digits survive; every timestamp is UTC.

-- One row per listed option per Deribit book-summary snapshot (kept 30 days). open_interest and
-- volume are in coins (one contract = one coin on Deribit's BTC and ETH options).
CREATE TABLE deribit_option_quotes (
  currency         text NOT NULL,
  ts               timestamptz NOT NULL,
  instrument       text NOT NULL,
  expiry           date NOT NULL,
  strike           numeric NOT NULL,
  option_type      text NOT NULL CHECK (option_type IN ('C', 'P')),
  open_interest    numeric NOT NULL CHECK (open_interest >= 0),
  volume           numeric,
  mark_price       numeric,
  mark_iv          numeric,
  underlying_price numeric,
  PRIMARY KEY (currency, ts, instrument)
);

-- Deribit's index price per poll.
CREATE TABLE deribit_index (
  currency                 text NOT NULL,
  ts                       timestamptz NOT NULL,
  index_price              numeric NOT NULL,
  estimated_delivery_price numeric,
  PRIMARY KEY (currency, ts)
);

-- Deribit's volatility index, hourly candles as published.
CREATE TABLE deribit_dvol (
  currency text NOT NULL,
  ts       timestamptz NOT NULL,
  open     numeric NOT NULL,
  high     numeric NOT NULL,
  low      numeric NOT NULL,
  close    numeric NOT NULL,
  PRIMARY KEY (currency, ts)
);

-- Hyperliquid perpetuals as listed by metaAndAssetCtxs (the coin list and latest marks).
CREATE TABLE hl_assets (
  coin          text PRIMARY KEY,
  mark_px       numeric,
  oracle_px     numeric,
  funding       numeric,
  open_interest numeric,
  day_ntl_vlm   numeric,
  max_leverage  integer,
  sz_decimals   integer,
  ts            timestamptz NOT NULL
);
CREATE INDEX hl_assets_upper_coin ON hl_assets (upper(coin));

-- One row per tracked account per clearinghouseState poll (an account without positions too).
CREATE TABLE whale_snapshots (
  address       text NOT NULL,
  ts            timestamptz NOT NULL,
  account_value numeric,
  positions     integer NOT NULL,
  PRIMARY KEY (address, ts)
);
CREATE INDEX whale_snapshots_ts ON whale_snapshots (ts);

-- The positions of each snapshot (kept 2 days). size is signed (negative = short); opened_at is
-- the first snapshot that saw the position on this side.
CREATE TABLE whale_positions (
  address        text NOT NULL,
  ts             timestamptz NOT NULL,
  coin           text NOT NULL,
  size           numeric NOT NULL,
  entry_px       numeric,
  position_value numeric,
  unrealized_pnl numeric,
  leverage_type  text,
  leverage       numeric,
  liquidation_px numeric,
  margin_used    numeric,
  opened_at      timestamptz NOT NULL,
  PRIMARY KEY (address, ts, coin)
);

-- Changes between consecutive snapshots of an account (kept 30 days).
CREATE TABLE whale_moves (
  address     text NOT NULL,
  coin        text NOT NULL,
  ts          timestamptz NOT NULL,
  action      text NOT NULL CHECK (action IN ('open', 'increase', 'reduce', 'close', 'flip')),
  size_before numeric NOT NULL,
  size_after  numeric NOT NULL,
  value_usd   numeric,
  PRIMARY KEY (address, coin, ts)
);
CREATE INDEX whale_moves_ts ON whale_moves (ts);
