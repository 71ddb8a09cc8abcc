-- Point in time for the analytics tables that kept only their latest state (issue 37,
-- docs/point-in-time.md §1.1, §2 "Crypto, derivatives, analytics", step 11): Polymarket's market
-- descriptions, the ETF holdings and reported flows, and the stored sentiment become versioned
-- (known_at / superseded_at, written by ingest/VersionedUpsert). The observation tables
-- (prediction_prices, news_tone, fear_greed, asset_daily_close) are read by their own time and
-- keep their shape.
--
-- Existing rows (§1.5): none of these tables links a row to the load that wrote it, and their
-- loads' file dates are poll stamps, not the rows' dates (an iShares file polled on the 19th holds
-- the 18th), so no load can be proven to have held the value kept now: every existing row is known
-- from this migration, never earlier.

-- prediction_markets: first stored (the poll's own time); every poll that changes a market's
-- prices, volumes or seen_at is a new version
ALTER TABLE prediction_markets
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE prediction_markets DROP CONSTRAINT prediction_markets_pkey, ADD PRIMARY KEY (id, known_at);
CREATE UNIQUE INDEX prediction_markets_current ON prediction_markets (id) WHERE superseded_at IS NULL;
ALTER TABLE prediction_markets ADD CONSTRAINT prediction_markets_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX prediction_markets_known ON prediction_markets (known_at);
DROP INDEX prediction_markets_slug;
CREATE INDEX prediction_markets_slug ON prediction_markets (slug) INCLUDE (known_at, superseded_at);

-- V21's view as a function of the moment: the market's version current at as_of, its newest
-- snapshot taken by then and the change against the one 24 to 25 hours before that; known_at is
-- the later of the version's and that newest snapshot's (a snapshot is known at its own time).
-- A single-SELECT SQL function: inlined, so the planner sees the tables and their indexes.
DROP VIEW prediction_market_rows;
CREATE FUNCTION prediction_market_rows_at(as_of timestamptz)
RETURNS TABLE (id text, slug text, question text, category text, tags jsonb, event_title text, closed boolean,
               end_date timestamptz, volume_24h numeric, volume numeric, liquidity numeric, prices jsonb,
               outcomes jsonb, updated_at timestamptz, change24h numeric, seen_at timestamptz, known_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT m.id, m.slug, m.question, m.category, m.tags, m.event_title, m.closed, m.end_date,
         m.volume_24h, m.volume, m.liquidity,
         coalesce(last.prices, m.prices), m.outcomes,
         coalesce(last.ts, m.seen_at),
         ((last.prices ->> 0)::numeric - (before.prices ->> 0)::numeric),
         m.seen_at, greatest(m.known_at, last.ts)
  FROM prediction_markets m
  LEFT JOIN LATERAL (SELECT p.ts, p.prices FROM prediction_prices p
                     WHERE p.market_id = m.id AND p.ts <= as_of
                     ORDER BY p.ts DESC LIMIT 1) last ON true
  LEFT JOIN LATERAL (SELECT p.prices FROM prediction_prices p
                     WHERE p.market_id = m.id AND p.ts <= last.ts - interval '24 hours'
                       AND p.ts > last.ts - interval '25 hours'
                     ORDER BY p.ts DESC LIMIT 1) before ON true
  WHERE m.known_at <= as_of AND (m.superseded_at IS NULL OR m.superseded_at > as_of)
$$;
-- the current rows under the old name, for ad-hoc reads
CREATE VIEW prediction_market_rows AS SELECT * FROM prediction_market_rows_at('infinity');

-- etf_holdings: the issuers' files state an as-of date, not a publication time: first stored. A
-- holdings file published again with other figures for a date is a new version.
ALTER TABLE etf_holdings
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE etf_holdings DROP CONSTRAINT etf_holdings_pkey, ADD PRIMARY KEY (ticker, date, known_at);
CREATE UNIQUE INDEX etf_holdings_current ON etf_holdings (ticker, date) WHERE superseded_at IS NULL;
ALTER TABLE etf_holdings ADD CONSTRAINT etf_holdings_interval CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX etf_holdings_known ON etf_holdings (known_at);

-- etf_reported_flows: the Farside-derived table is re-shaped by a third party and states no time:
-- first stored; a revised figure is a new version.
ALTER TABLE etf_reported_flows
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE etf_reported_flows DROP CONSTRAINT etf_reported_flows_pkey, ADD PRIMARY KEY (ticker, date, known_at);
CREATE UNIQUE INDEX etf_reported_flows_current ON etf_reported_flows (ticker, date) WHERE superseded_at IS NULL;
ALTER TABLE etf_reported_flows ADD CONSTRAINT etf_reported_flows_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX etf_reported_flows_known ON etf_reported_flows (known_at);

-- sentiment_history: a stored derivation. Each version is what sentiment-compute.sql gave from the
-- inputs stored when it ran (its known_at); a recomputation that changes an hour (late news, a new
-- COT report) is a new version of that hour, so an hour as of a moment is the one computed by then.
ALTER TABLE sentiment_history
  ADD COLUMN known_at      timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN superseded_at timestamptz,
  ADD COLUMN version_no    integer NOT NULL DEFAULT 1,
  ADD COLUMN stored_at     timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN file_id       bigint;
ALTER TABLE sentiment_history DROP CONSTRAINT sentiment_history_pkey, ADD PRIMARY KEY (slug, time_window, ts, known_at);
CREATE UNIQUE INDEX sentiment_history_current ON sentiment_history (slug, time_window, ts) WHERE superseded_at IS NULL;
ALTER TABLE sentiment_history ADD CONSTRAINT sentiment_history_interval
  CHECK (superseded_at IS NULL OR superseded_at > known_at);
CREATE INDEX sentiment_history_known ON sentiment_history (known_at);
