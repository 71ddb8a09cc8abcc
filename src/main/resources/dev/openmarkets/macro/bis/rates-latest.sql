-- One row per economy, by country name: the latest observed rate (asOf), the date the current
-- rate took effect (the first observation after the last one with another rate, or the first
-- observation when it never changed), the rate before it and the change in basis points.
SELECT e.country, e.code, l.rate::text, eff.d, p.rate::text, (l.rate - p.rate) * 100, l.obs_date
FROM policy_rate_economies e
JOIN LATERAL (
  SELECT obs_date, rate FROM policy_rates WHERE code = e.code ORDER BY obs_date DESC LIMIT 1) l ON true
LEFT JOIN LATERAL (
  SELECT obs_date, rate FROM policy_rates
  WHERE code = e.code AND rate <> l.rate ORDER BY obs_date DESC LIMIT 1) p ON true
LEFT JOIN LATERAL (
  SELECT min(obs_date) AS d FROM policy_rates
  WHERE code = e.code AND (p.obs_date IS NULL OR obs_date > p.obs_date)) eff ON true
ORDER BY e.country, e.code
LIMIT 1000
