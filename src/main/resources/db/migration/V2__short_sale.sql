-- The short-sale family. Numbers are numeric so the upstream digits survive exactly.

CREATE TABLE short_volume (
  trade_date          date NOT NULL,
  symbol              text NOT NULL,
  short_volume        numeric NOT NULL,
  short_exempt_volume numeric NOT NULL,
  total_volume        numeric NOT NULL,
  market              text,
  PRIMARY KEY (symbol, trade_date)
);
CREATE INDEX short_volume_day ON short_volume (trade_date, short_volume DESC);

CREATE TABLE short_interest (
  settlement_date    date NOT NULL,
  symbol             text NOT NULL,
  issue_name         text,
  market_class       text,
  short_qty          numeric,
  previous_short_qty numeric,
  avg_daily_vol      numeric,
  days_to_cover      numeric,
  change_pct         numeric,
  revision_flag      text,
  PRIMARY KEY (symbol, settlement_date)
);
CREATE INDEX short_interest_day ON short_interest (settlement_date, days_to_cover DESC NULLS LAST);

CREATE TABLE fails_to_deliver (
  settlement_date date NOT NULL,
  cusip           text NOT NULL,
  symbol          text,
  quantity        numeric NOT NULL,
  description     text,
  price           numeric,
  value_usd       numeric GENERATED ALWAYS AS (quantity * price) STORED,
  PRIMARY KEY (settlement_date, cusip)
);
CREATE INDEX fails_to_deliver_symbol ON fails_to_deliver (symbol, settlement_date);
CREATE INDEX fails_to_deliver_value ON fails_to_deliver (settlement_date, value_usd DESC NULLS LAST);

CREATE TABLE threshold_list (
  list_date     date NOT NULL,
  market        text NOT NULL,
  symbol        text NOT NULL,
  security_name text,
  PRIMARY KEY (list_date, market, symbol)
);
CREATE INDEX threshold_list_symbol ON threshold_list (symbol, list_date DESC);
