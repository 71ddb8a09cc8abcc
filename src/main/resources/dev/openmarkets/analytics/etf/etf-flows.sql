-- Fund days for coin $1 and ticker $2 (null: all) in the $3 calendar days ending at the newest
-- date held, newest first then ticker, at most $4. The flow is the change in holdings since the
-- fund's previous published date times that day's close; a reported flow fills days without one.
-- As known at $asOf: the versions of holdings and reported flows current then, and the closes of
-- the daily candles committed by then (a candle is known at its end, date + 1 day 00:00 UTC), so
-- the flow is the one these inputs gave at that moment. known_at: the latest of the inputs used.
WITH h AS (
  SELECT ticker, date, issuer, asset, holdings, known_at,
         lag(holdings) OVER w AS previous, lag(known_at) OVER w AS previous_known
  FROM etf_holdings
  WHERE ($1::text IS NULL OR asset = $1) AND ($2::text IS NULL OR ticker = $2)
    AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  WINDOW w AS (PARTITION BY ticker ORDER BY date)
), days AS (
  SELECT coalesce(h.ticker, f.ticker) AS ticker, coalesce(h.date, f.date) AS date,
         coalesce(h.issuer, f.issuer) AS issuer, coalesce(h.asset, f.asset) AS asset,
         h.holdings, h.previous, f.flow_usd AS reported,
         h.known_at AS holdings_known, h.previous_known, f.known_at AS reported_known
  FROM h
  FULL JOIN (SELECT * FROM etf_reported_flows
             WHERE ($1::text IS NULL OR asset = $1) AND ($2::text IS NULL OR ticker = $2)
               AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)) f
    ON f.ticker = h.ticker AND f.date = h.date
), newest AS (
  SELECT max(date) AS d FROM days
)
SELECT d.date, d.ticker, d.issuer, d.asset,
       round(d.holdings, 8)::text AS holdings,
       coalesce(round((d.holdings - d.previous) * c.close, 2), round(d.reported, 2))::text AS flow_usd,
       round(d.holdings * c.close, 2)::text AS aum_usd,
       greatest(d.holdings_known,
                CASE WHEN c.close IS NOT NULL THEN (c.date + 1)::timestamp AT TIME ZONE 'UTC' END,
                CASE WHEN c.close IS NOT NULL THEN d.previous_known END,
                CASE WHEN (d.holdings - d.previous) * c.close IS NULL THEN d.reported_known END) AS known_at
FROM days d
CROSS JOIN newest
LEFT JOIN asset_daily_close c ON c.asset = d.asset AND c.date = d.date
                             AND (c.date + 1)::timestamp AT TIME ZONE 'UTC' <= $asOf
WHERE d.date > newest.d - $3::int
ORDER BY d.date DESC, d.ticker
LIMIT $4
