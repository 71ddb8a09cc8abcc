-- Market analytics: Polymarket prediction markets with our own price snapshots, spot ETF
-- holdings with the asset's daily close, and the sentiment layers with their hourly history.

-- One row per Polymarket market, as the newest loaded Gamma file describes it.
CREATE TABLE prediction_markets (
  id           text PRIMARY KEY,
  slug         text NOT NULL,
  question     text NOT NULL,
  category     text,
  tags         jsonb NOT NULL DEFAULT '[]'::jsonb,
  event_id     text,
  event_title  text,
  outcomes     jsonb NOT NULL,
  prices       jsonb,
  volume_24h   numeric,
  volume       numeric,
  liquidity    numeric,
  end_date     timestamptz,
  closed       boolean NOT NULL DEFAULT false,
  seen_at      timestamptz
);
CREATE INDEX prediction_markets_slug ON prediction_markets (slug);

-- Our 15-minute price snapshots: the outcome prices (decimal strings) at each poll.
CREATE TABLE prediction_prices (
  market_id text NOT NULL,
  ts        timestamptz NOT NULL,
  prices    jsonb NOT NULL,
  PRIMARY KEY (market_id, ts)
);

-- A market with its latest prices and the change of its first outcome over 24 hours: the
-- newest snapshot minus the newest one taken 24 to 25 hours before it.
CREATE VIEW prediction_market_rows AS
SELECT m.id, m.slug, m.question, m.category, m.tags, m.event_title, m.closed, m.end_date,
       m.volume_24h, m.volume, m.liquidity,
       coalesce(last.prices, m.prices) AS prices, m.outcomes,
       coalesce(last.ts, m.seen_at) AS updated_at,
       ((last.prices ->> 0)::numeric - (before.prices ->> 0)::numeric) AS change24h
FROM prediction_markets m
LEFT JOIN LATERAL (SELECT p.ts, p.prices FROM prediction_prices p WHERE p.market_id = m.id
                   ORDER BY p.ts DESC LIMIT 1) last ON true
LEFT JOIN LATERAL (SELECT p.prices FROM prediction_prices p
                   WHERE p.market_id = m.id AND p.ts <= last.ts - interval '24 hours'
                     AND p.ts > last.ts - interval '25 hours'
                   ORDER BY p.ts DESC LIMIT 1) before ON true;

-- Issuers' published holdings of the underlying coin, one row per fund and day.
CREATE TABLE etf_holdings (
  ticker   text NOT NULL,
  date     date NOT NULL,
  issuer   text,
  asset    text NOT NULL,
  holdings numeric NOT NULL,
  PRIMARY KEY (ticker, date)
);

-- Net flows as a third party tabulated them (Farside's USD-million table), used only where we
-- have no holdings to compute the flow from.
CREATE TABLE etf_reported_flows (
  ticker   text NOT NULL,
  date     date NOT NULL,
  issuer   text,
  asset    text NOT NULL,
  flow_usd numeric NOT NULL,
  PRIMARY KEY (ticker, date)
);

-- The asset's daily reference close (a public exchange's completed UTC daily candle).
CREATE TABLE asset_daily_close (
  asset  text NOT NULL,
  date   date NOT NULL,
  close  numeric NOT NULL,
  source text NOT NULL,
  PRIMARY KEY (asset, date)
);

-- GDELT DOC 2.0 timelines per configured asset: average tone and raw article count per bucket.
CREATE TABLE news_tone (
  slug          text NOT NULL,
  ts            timestamptz NOT NULL,
  tone          numeric,
  article_count bigint,
  PRIMARY KEY (slug, ts)
);

-- The crypto Fear & Greed index (alternative.me), one value per UTC day.
CREATE TABLE fear_greed (
  date           date PRIMARY KEY,
  value          integer NOT NULL CHECK (value BETWEEN 0 AND 100),
  classification text
);

-- The hourly sentiment of each configured asset per window, computed from the tables above,
-- the funding history and the COT index.
CREATE TABLE sentiment_history (
  slug                text NOT NULL,
  time_window         text NOT NULL CHECK (time_window IN ('24h', '7d')),
  ts                  timestamptz NOT NULL,
  name                text NOT NULL,
  asset_class         text NOT NULL,
  composite           numeric,
  label               text,
  news_score          numeric,
  tone                numeric,
  article_count       bigint,
  crowd_score         numeric,
  funding_rate        numeric,
  percentile_30d      numeric,
  institutional_score numeric,
  cot_index           numeric,
  report_date         date,
  fear_greed          integer,
  PRIMARY KEY (slug, time_window, ts)
);
CREATE INDEX sentiment_history_ts ON sentiment_history (ts DESC);
