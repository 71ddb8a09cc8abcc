-- One FRED series as FRED prints it: the newest $2 observations, oldest first, each in the
-- version current at the moment ($asOf; infinity: the latest), or with $4 (vintage=first) its first
-- version known by then (the initial release), with that version's known_at last.
SELECT obs_date, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text, series_id, value::text, $3::text, known_at
FROM (SELECT * FROM fred_observations o
      WHERE o.series_id = $1
        AND o.known_at <= $asOf
        AND CASE WHEN $4 THEN o.version_no = 1 ELSE (o.superseded_at IS NULL OR o.superseded_at > $asOf) END
      ORDER BY o.obs_date DESC LIMIT $2) newest
ORDER BY obs_date
