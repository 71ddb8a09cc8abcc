-- The crypto derivatives family. Venue decimals are numeric so their digits survive exactly;
-- every timestamp is UTC.

-- The tracked perpetuals (configuration "crypto.symbols"), in rank order.
CREATE TABLE crypto_symbols (
  slug       text PRIMARY KEY,
  base_asset text NOT NULL,
  rank       integer NOT NULL
);

-- Each tracked symbol's contract on each venue. listed and the contract value come from the
-- venue's instrument endpoint; before the first check listed is false and checked_at null.
CREATE TABLE crypto_instruments (
  exchange                text NOT NULL,
  instrument              text NOT NULL,
  slug                    text NOT NULL,
  listed                  boolean NOT NULL DEFAULT false,
  contract_value          numeric,
  contract_value_currency text,
  inverse                 boolean,
  checked_at              timestamptz,
  PRIMARY KEY (exchange, instrument)
);
CREATE INDEX crypto_instruments_slug ON crypto_instruments (slug);

-- The latest funding picture per contract, replaced by every poll. The 8-hour and annualised
-- rates are computed once at write time by FundingMath (exact where the quotient terminates).
CREATE TABLE funding_snapshot (
  exchange               text NOT NULL,
  instrument             text NOT NULL,
  slug                   text NOT NULL,
  base_asset             text NOT NULL,
  mark_price             numeric,
  funding_rate           numeric,
  funding_interval_hours integer NOT NULL CHECK (funding_interval_hours > 0),
  funding_rate_8h        numeric,
  funding_annualized     numeric,
  next_funding_time      timestamptz,
  open_interest          numeric,
  open_interest_value    numeric,
  price_change_pct_24h   numeric,
  long_short_ratio       numeric,
  ts                     timestamptz,
  PRIMARY KEY (exchange, instrument)
);
CREATE INDEX funding_snapshot_slug ON funding_snapshot (slug);

-- Settled funding rates.
CREATE TABLE funding_history (
  exchange     text NOT NULL,
  instrument   text NOT NULL,
  slug         text NOT NULL,
  funding_time timestamptz NOT NULL,
  rate         numeric NOT NULL,
  PRIMARY KEY (exchange, instrument, funding_time)
);
CREATE INDEX funding_history_slug ON funding_history (slug, funding_time DESC);

-- Hourly open interest: binance from its history endpoint, bybit and okx from our own
-- snapshots (the first sample taken in each hour).
CREATE TABLE open_interest_hourly (
  exchange            text NOT NULL,
  instrument          text NOT NULL,
  slug                text NOT NULL,
  ts                  timestamptz NOT NULL,
  open_interest       numeric,
  open_interest_value numeric,
  long_short_ratio    numeric,
  top_trader_ratio    numeric,
  PRIMARY KEY (exchange, instrument, ts)
);
CREATE INDEX open_interest_hourly_slug ON open_interest_hourly (slug, ts DESC);

-- Individual liquidations, kept 90 days. event_key is the venue event's identity across the
-- WebSocket and REST paths; quote_asset lets "BTC" match the USDT contracts.
CREATE TABLE liquidation_events (
  id          bigserial PRIMARY KEY,
  event_key   text NOT NULL UNIQUE,
  exchange    text NOT NULL,
  raw_symbol  text NOT NULL,
  base_asset  text NOT NULL,
  quote_asset text,
  side        text NOT NULL CHECK (side IN ('long', 'short')),
  price       numeric NOT NULL,
  qty         numeric NOT NULL,
  usd_value   numeric NOT NULL,
  ts          timestamptz NOT NULL
);
CREATE INDEX liquidation_events_ts ON liquidation_events (ts DESC, id DESC);
CREATE INDEX liquidation_events_symbol ON liquidation_events (raw_symbol, ts DESC);
CREATE INDEX liquidation_events_base ON liquidation_events (base_asset, ts DESC);

-- Hourly totals per contract, maintained by the writer in the transaction that inserts the
-- events (increments for the rows actually inserted). Kept forever.
CREATE TABLE liquidation_hourly (
  hour           timestamptz NOT NULL,
  exchange       text NOT NULL,
  symbol         text NOT NULL,
  base_asset     text NOT NULL,
  quote_asset    text,
  long_usd       numeric NOT NULL DEFAULT 0,
  short_usd      numeric NOT NULL DEFAULT 0,
  count          bigint NOT NULL DEFAULT 0,
  max_single_usd numeric NOT NULL DEFAULT 0,
  PRIMARY KEY (hour, exchange, symbol)
);
CREATE INDEX liquidation_hourly_symbol ON liquidation_hourly (symbol, hour DESC);
CREATE INDEX liquidation_hourly_base ON liquidation_hourly (base_asset, hour DESC);
