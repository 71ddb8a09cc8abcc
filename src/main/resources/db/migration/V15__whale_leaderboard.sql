-- The Hyperliquid leaderboard accounts the whale poller tracks besides the configured ones: the
-- top accounts of the newest leaderboard read (rank 1 first), replaced whole by each newer read.
-- pnl, roi and volume are those of the ranking window; decimals keep Hyperliquid's digits.
CREATE TABLE whale_leaderboard (
  address       text PRIMARY KEY,
  rank          integer NOT NULL CHECK (rank >= 1),
  display_name  text,
  account_value numeric NOT NULL,
  pnl           numeric NOT NULL,
  roi           numeric,
  volume        numeric,
  time_window   text NOT NULL CHECK (time_window IN ('day', 'week', 'month', 'allTime')),
  as_of         timestamptz NOT NULL
);
