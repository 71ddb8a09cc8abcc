-- One row per economy with a rate known at $asOf, by country name: the latest observed rate (asOf),
-- the date the current rate took effect (the first observation after the last one with another
-- rate, or the first observation when it never changed), the rate before it and the change in
-- basis points, all from the versions known then (at most the limit given, one row per economy). known_at last: the latest of the versions the
-- row reads (the other rate's and every observation after it).
SELECT e.country, e.code, l.rate::text, eff.d, p.rate::text, (l.rate - p.rate) * 100, l.obs_date,
       greatest(eff.known_at, p.known_at)
FROM policy_rate_economies e
JOIN LATERAL (
  SELECT obs_date, rate FROM policy_rates
  WHERE code = e.code AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  ORDER BY obs_date DESC LIMIT 1) l ON true
LEFT JOIN LATERAL (
  SELECT obs_date, rate, known_at FROM policy_rates
  WHERE code = e.code AND rate <> l.rate
    AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  ORDER BY obs_date DESC LIMIT 1) p ON true
LEFT JOIN LATERAL (
  SELECT min(obs_date) AS d, max(known_at) AS known_at FROM policy_rates
  WHERE code = e.code AND (p.obs_date IS NULL OR obs_date > p.obs_date)
    AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)) eff ON true
ORDER BY e.country, e.code
LIMIT $1
