-- Deletes up to $2 events older than $1 (one bounded slice, so no long lock); hourly totals stay.
DELETE FROM liquidation_events
WHERE id IN (SELECT id FROM liquidation_events WHERE ts < $1 ORDER BY ts LIMIT $2)
