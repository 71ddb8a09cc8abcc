-- Predictions at a year (issue 37, "Cost"; bench/RESULTS.md "Issue 37: a year"):
--
-- 1. What a poll observes of a market (its prices, volumes, liquidity) is a series kept by its own
--    time in prediction_prices, no longer a new version of the market's description at every poll
--    (V51 versioned them: ~500 markets x 96 polls a day became as many versions and four revisions
--    each, growing without bound). The description (question, category, tags, event, outcomes, end
--    date, closed) stays versioned; the writer carries the observed columns into a new version as
--    first seen (VersionedUpsert.withCarried). Snapshots stored before this migration have no
--    volumes: their answers fall back to the market version's, as before.
ALTER TABLE prediction_prices
  ADD COLUMN volume_24h numeric,
  ADD COLUMN volume     numeric,
  ADD COLUMN liquidity  numeric;

-- 2. Each market's newest snapshot by the moment. V51 walked (market_id, ts) backwards in every
--    monthly partition (13 at a year: the default answer went from 51 ms at a million rows to 164 ms
--    at a year). A polled market's newest snapshot is in the last two days, so look there first (the
--    bound is fixed when the query starts, so run-time pruning keeps one or two partitions) and walk
--    the older partitions only when there is none: `older` is gated by `recent.ts IS NULL`, a
--    one-time filter that skips its scan entirely. The two ranges split ts <= as_of at
--    least(as_of, now()) - 2 days, so together they cover it whatever the clock says.
CREATE OR REPLACE FUNCTION prediction_market_rows_at(as_of timestamptz)
RETURNS TABLE (id text, slug text, question text, category text, tags jsonb, event_title text, closed boolean,
               end_date timestamptz, volume_24h numeric, volume numeric, liquidity numeric, prices jsonb,
               outcomes jsonb, updated_at timestamptz, change24h numeric, seen_at timestamptz, known_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT m.id, m.slug, m.question, m.category, m.tags, m.event_title, m.closed, m.end_date,
         coalesce(last.volume_24h, m.volume_24h), coalesce(last.volume, m.volume),
         coalesce(last.liquidity, m.liquidity),
         coalesce(last.prices, m.prices), m.outcomes,
         coalesce(last.ts, m.seen_at),
         ((last.prices ->> 0)::numeric - (before.prices ->> 0)::numeric),
         m.seen_at, greatest(m.known_at, last.ts)
  FROM prediction_markets m
  LEFT JOIN LATERAL (SELECT p.ts, p.prices, p.volume_24h, p.volume, p.liquidity FROM prediction_prices p
                     WHERE p.market_id = m.id AND p.ts <= as_of
                       AND p.ts > least(as_of, now()) - interval '2 days'
                     ORDER BY p.ts DESC LIMIT 1) recent ON true
  LEFT JOIN LATERAL (SELECT p.ts, p.prices, p.volume_24h, p.volume, p.liquidity FROM prediction_prices p
                     WHERE recent.ts IS NULL AND p.market_id = m.id
                       AND p.ts <= least(as_of, now()) - interval '2 days'
                     ORDER BY p.ts DESC LIMIT 1) older ON true
  -- at most one of recent and older has a row (older is gated on recent having none): coalesce picks it
  CROSS JOIN LATERAL (SELECT coalesce(recent.ts, older.ts) AS ts, coalesce(recent.prices, older.prices) AS prices,
                             coalesce(recent.volume_24h, older.volume_24h) AS volume_24h,
                             coalesce(recent.volume, older.volume) AS volume,
                             coalesce(recent.liquidity, older.liquidity) AS liquidity) last
  LEFT JOIN LATERAL (SELECT p.prices FROM prediction_prices p
                     WHERE p.market_id = m.id AND p.ts <= last.ts - interval '24 hours'
                       AND p.ts > last.ts - interval '25 hours'
                     ORDER BY p.ts DESC LIMIT 1) before ON true
  WHERE m.known_at <= as_of AND (m.superseded_at IS NULL OR m.superseded_at > as_of)
$$;
