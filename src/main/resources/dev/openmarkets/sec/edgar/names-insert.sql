-- The names a submissions JSON states, each over its own interval (stated: known from its from,
-- superseded at its to), inserted unless a version of the same name of the company already covers
-- part of it: the same file again, or a name stored when first seen before a later file said when
-- it began (what we knew then stays). A from the file leaves out (a current name never changed)
-- is now(), first stored. A former name whose to is not after its from (APPLE COMPUTER INC/ FA,
-- 1997-07-28 to 1997-07-28) held for that day.
-- $1 CIKs, $2 names, $3 from, $4 to (text; to null: current), $5 the ingest_files id
WITH input AS (
  SELECT u.cik, u.value, least(coalesce(u.since::timestamptz, now()), now()) AS known_at,
         u.until::timestamptz AS until
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS u(cik, value, since, until)
), spans AS (
  SELECT cik, value, known_at,
         CASE WHEN until IS NULL THEN NULL WHEN until > known_at THEN until
              ELSE known_at + interval '1 day' END AS superseded_at
  FROM input
)
INSERT INTO sec_identifiers (kind, value, cik, known_at, superseded_at, file_id)
SELECT 'name', s.value, s.cik, s.known_at, s.superseded_at, $5::bigint
FROM spans s
WHERE NOT EXISTS (
  SELECT 1 FROM sec_identifiers t
  WHERE t.kind = 'name' AND t.cik = s.cik AND t.value = s.value
    AND t.known_at < coalesce(s.superseded_at, 'infinity') AND coalesce(t.superseded_at, 'infinity') > s.known_at)
ON CONFLICT DO NOTHING
