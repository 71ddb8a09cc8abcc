-- The expiries of a currency's newest option snapshot taken by the moment asked ($asOf, infinity
-- without asOf; $1 currency, $2 one expiry or null, $3 limit), knownAt last: the snapshot's time. Max pain: for each listed strike K of the expiry, the holders' intrinsic value at
-- expiry, sum(call OI x max(K - strike, 0)) + sum(put OI x max(strike - K, 0)); the strike with
-- the smallest total (the lowest such strike on a tie), null when the expiry has no open interest.
WITH s AS (
  -- the newest snapshot's quotes (option_snapshot_at, V53: one generic plan, pruned when it runs)
  SELECT * FROM option_snapshot_at($1, $asOf)
), snap AS (
  SELECT max(ts) AS ts FROM s
), q AS (
  SELECT expiry, strike, option_type, open_interest
  FROM s
  WHERE $2::date IS NULL OR expiry = $2::date
), idx AS (
  SELECT index_price FROM deribit_index WHERE currency = $1 AND ts <= $asOf ORDER BY ts DESC LIMIT 1
), strikes AS (
  SELECT DISTINCT expiry, strike FROM q
), pain AS (
  SELECT s.expiry, s.strike,
    sum(CASE WHEN q.option_type = 'C' THEN q.open_interest * greatest(s.strike - q.strike, 0)
             ELSE q.open_interest * greatest(q.strike - s.strike, 0) END) AS total
  FROM strikes s JOIN q ON q.expiry = s.expiry
  GROUP BY s.expiry, s.strike
), max_pain AS (
  SELECT DISTINCT ON (expiry) expiry, strike FROM pain ORDER BY expiry, total, strike
), agg AS (
  SELECT expiry,
    coalesce(sum(open_interest) FILTER (WHERE option_type = 'C'), 0) AS call_oi,
    coalesce(sum(open_interest) FILTER (WHERE option_type = 'P'), 0) AS put_oi
  FROM q GROUP BY expiry
)
SELECT a.expiry,
  round((extract(epoch FROM (a.expiry + time '08:00') AT TIME ZONE 'UTC') - extract(epoch FROM snap.ts)) / 86400, 2)
    AS days_to_expiry,
  CASE WHEN a.call_oi + a.put_oi > 0 THEN m.strike END AS max_pain,
  a.call_oi,
  a.put_oi,
  CASE WHEN a.call_oi > 0 THEN round(a.put_oi / a.call_oi, 4) END AS put_call_ratio,
  round((a.call_oi + a.put_oi) * (SELECT index_price FROM idx), 2) AS notional_usd,
  snap.ts AS known_at
FROM agg a
JOIN max_pain m ON m.expiry = a.expiry
CROSS JOIN snap
ORDER BY a.expiry
LIMIT $3
