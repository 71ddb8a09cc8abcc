-- One versioned table's revisions ($1) known in [$2, $3] (defaults: the 30 days up to the moment
-- answered, or up to now), as known at $asOf, newest first; $4 narrows to one symbol or ticker of
-- the row's key. source: the file that brought the revision (ingest_files), null for values
-- revised before point in time was recorded.
SELECT r.key, r.field, r.previous, r.new, r.version_no,
       CASE WHEN f.id IS NULL THEN NULL ELSE f.source || '/' || f.name END,
       r.known_at
FROM dataset_revisions r
LEFT JOIN ingest_files f ON f.id = r.file_id
WHERE r.tbl = $1
  AND r.known_at >= coalesce($2::timestamptz, least($asOf::timestamptz, now()) - interval '30 days')
  AND r.known_at <= coalesce($3::timestamptz, 'infinity') AND r.known_at <= $asOf
  AND ($4::text IS NULL OR coalesce(r.key ->> 'symbol', r.key ->> 'ticker') = $4)
ORDER BY r.known_at DESC, r.id DESC
LIMIT $5
