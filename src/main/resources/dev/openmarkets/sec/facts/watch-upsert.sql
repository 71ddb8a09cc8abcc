-- Watch list rows ($1 cik, $2 reason, $3 since); an existing row only moves forward.
INSERT INTO xbrl_watch (cik, reason, since)
SELECT * FROM unnest($1::text[], $2::text[], $3::date[])
ON CONFLICT (cik) DO UPDATE SET reason = EXCLUDED.reason, since = EXCLUDED.since
WHERE EXCLUDED.since > xbrl_watch.since
RETURNING (xmax = 0) AS inserted
