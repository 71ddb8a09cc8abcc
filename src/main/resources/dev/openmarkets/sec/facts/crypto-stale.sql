-- Company-facts crypto rows of the file's companies ($1) whose file no longer reports any ($2) are
-- closed, not deleted (the holding was known until this file said otherwise), each value logged
-- as a revision with new = null ($3 the ingest_files id); one row per version closed. Rows read
-- from an XBRL instance (extension elements) are left to the instances.
WITH closed AS (
  UPDATE crypto_holdings h SET superseded_at = greatest(h.known_at + interval '1 microsecond', now())
  WHERE h.cik = ANY($1::text[]) AND NOT (h.cik = ANY($2::text[])) AND h.source = 'companyfacts'
    AND h.superseded_at IS NULL
  RETURNING h.*
),
logged AS (
  INSERT INTO dataset_revisions (tbl, key, field, previous, new, known_at, version_no, file_id)
  SELECT 'crypto_holdings', jsonb_build_object('cik', c.cik, 'source', c.source), d.field, d.previous, NULL,
         c.superseded_at, c.version_no, $3::bigint
  FROM closed c CROSS JOIN LATERAL (VALUES ('asOf', c.as_of::text), ('accessionNo', c.accession_no),
    ('form', c.form), ('units', c.units::text), ('fairValueUsd', c.fair_value_usd::text),
    ('costUsd', c.cost_usd::text), ('unitsReliable', c.units_reliable::text)) AS d(field, previous)
)
SELECT cik FROM closed
