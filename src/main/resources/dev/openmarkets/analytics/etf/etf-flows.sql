-- Fund days for coin $1 and ticker $2 (null: all) in the $3 calendar days ending at the newest
-- date held, newest first then ticker, at most $4. The flow is the change in holdings since the
-- fund's previous published date times that day's close; a reported flow fills days without one.
WITH h AS (
  SELECT ticker, date, issuer, asset, holdings,
         lag(holdings) OVER (PARTITION BY ticker ORDER BY date) AS previous
  FROM etf_holdings
  WHERE ($1::text IS NULL OR asset = $1) AND ($2::text IS NULL OR ticker = $2)
), days AS (
  SELECT coalesce(h.ticker, f.ticker) AS ticker, coalesce(h.date, f.date) AS date,
         coalesce(h.issuer, f.issuer) AS issuer, coalesce(h.asset, f.asset) AS asset,
         h.holdings, h.previous, f.flow_usd AS reported
  FROM h
  FULL JOIN (SELECT * FROM etf_reported_flows
             WHERE ($1::text IS NULL OR asset = $1) AND ($2::text IS NULL OR ticker = $2)) f
    ON f.ticker = h.ticker AND f.date = h.date
), newest AS (
  SELECT max(date) AS d FROM days
)
SELECT d.date, d.ticker, d.issuer, d.asset,
       round(d.holdings, 8)::text AS holdings,
       coalesce(round((d.holdings - d.previous) * c.close, 2), round(d.reported, 2))::text AS flow_usd,
       round(d.holdings * c.close, 2)::text AS aum_usd
FROM days d
CROSS JOIN newest
LEFT JOIN asset_daily_close c ON c.asset = d.asset AND c.date = d.date
WHERE d.date > newest.d - $3::int
ORDER BY d.date DESC, d.ticker
LIMIT $4
