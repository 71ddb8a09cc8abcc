-- One FRED series as FRED prints it: the newest $2 observations, oldest first.
SELECT obs_date, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, series_id, value::text, $3::text
FROM (SELECT * FROM fred_observations WHERE series_id = $1 ORDER BY obs_date DESC LIMIT $2) newest
ORDER BY obs_date
