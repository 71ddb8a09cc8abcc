-- Releases scheduled in [$1, $2), importance $3 and source $4 (null: all), soonest first, at most
-- $5, as known at $asOf: the stored schedules (calendar_events) and the weekly claims releases
-- computed for the window ($6 ids, $7 times, $8 labels, $9 week-ending dates; $10 name, $11
-- importance, $12 series, $13 unit). actual: the event's series transformed for its reference
-- period, once the release time has passed (by now and by $asOf); previous: the same for the
-- period before. level = the value; change = value minus the previous month's; pct = (value /
-- previous month's - 1) x 100, rounded half up to one decimal; daily (FOMC, quarterly GDP, weekly
-- claims) = the value on the period date, previous the latest before it. Observations: the BLS
-- API's (bls_observations) and FRED's (fred_observations), each the version known at $asOf.
-- known_at: the latest of the event's and the figures' shown; a computed claims release without
-- figures follows a fixed rule: the earliest moment the dataset can answer.
WITH obs AS (
  SELECT series_id, period_date AS obs_date, value, known_at FROM bls_observations
  WHERE known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  UNION ALL
  SELECT series_id, obs_date, value, known_at FROM fred_observations
  WHERE value IS NOT NULL AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
),
ev AS (
  SELECT id, source, event_name, importance, scheduled_at, period_label, period_date, series_id, transform, unit,
         known_at
  FROM calendar_events
  WHERE scheduled_at >= $1 AND scheduled_at < $2
    AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  UNION ALL
  SELECT w.id, 'dol', $10::text, $11::text, w.at, w.label, w.week, $12::text, 'daily', $13::text, NULL::timestamptz
  FROM unnest($6::text[], $7::timestamptz[], $8::text[], $9::date[]) AS w(id, at, label, week)
)
SELECT e.id, e.source, e.event_name, e.importance, e.scheduled_at, e.period_label,
       prev.v::text, NULL::text, CASE WHEN r.released THEN cur.v::text END, e.unit,
       coalesce(greatest(e.known_at, prev.known_at, CASE WHEN r.released THEN cur.known_at END),
                (SELECT least((SELECT min(known_at) FROM calendar_events), (SELECT min(known_at) FROM bls_observations))))
FROM ev e
CROSS JOIN LATERAL (SELECT e.scheduled_at <= now() AND e.scheduled_at <= $asOf AS released) r
LEFT JOIN LATERAL (
  SELECT CASE e.transform WHEN 'level' THEN c.value WHEN 'daily' THEN c.value WHEN 'change' THEN c.value - p.value
           WHEN 'pct' THEN round((c.value / nullif(p.value, 0) - 1) * 100, 1) END AS v,
         CASE WHEN e.transform IN ('change', 'pct') THEN greatest(c.known_at, p.known_at) ELSE c.known_at END AS known_at
  FROM obs c LEFT JOIN obs p ON p.series_id = c.series_id AND p.obs_date = (c.obs_date - interval '1 month')::date
  WHERE c.series_id = e.series_id AND c.obs_date = e.period_date
) cur ON true
LEFT JOIN LATERAL (
  SELECT CASE e.transform WHEN 'level' THEN c.value WHEN 'daily' THEN c.value WHEN 'change' THEN c.value - p.value
           WHEN 'pct' THEN round((c.value / nullif(p.value, 0) - 1) * 100, 1) END AS v,
         CASE WHEN e.transform IN ('change', 'pct') THEN greatest(c.known_at, p.known_at) ELSE c.known_at END AS known_at
  FROM obs c LEFT JOIN obs p ON p.series_id = c.series_id AND p.obs_date = (c.obs_date - interval '1 month')::date
  WHERE c.series_id = e.series_id AND c.obs_date = CASE WHEN e.transform = 'daily'
      THEN (SELECT max(o.obs_date) FROM obs o WHERE o.series_id = e.series_id AND o.obs_date < e.period_date)
      ELSE (e.period_date - interval '1 month')::date END
) prev ON true
WHERE ($3::text IS NULL OR e.importance = $3)
  AND ($4::text IS NULL OR e.source = $4)
ORDER BY e.scheduled_at, e.id
LIMIT $5
