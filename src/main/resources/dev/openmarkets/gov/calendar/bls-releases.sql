-- When each observation ($1 series, $2 months) is published: the earliest scheduled time of a
-- current calendar event reading that series for that month (none: not scheduled here).
SELECT e.series_id, e.period_date, min(e.scheduled_at)
FROM calendar_events e
JOIN (SELECT DISTINCT * FROM unnest($1::text[], $2::date[]) AS o(series_id, period_date)) o
  ON e.series_id = o.series_id AND e.period_date = o.period_date
WHERE e.superseded_at IS NULL
GROUP BY e.series_id, e.period_date
