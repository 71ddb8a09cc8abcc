-- Closes the current trades a filing no longer holds, instead of deleting them, so that answers as
-- of earlier moments keep them: every trade of a filing a 4/A replaced (kept 0), or those beyond
-- the ones a re-parsed filing now holds. $1 accessions, $2 when each is closed (the knownAt of the
-- replacing 4/A or of the re-parsed filing; never at or before the version's own knownAt, never
-- after now()), $3 how many trades each keeps, $4 the ingest_files id. Every closed value is
-- logged in dataset_revisions with new = NULL, as ingest/VersionedUpsert logs a close. One count.
WITH gone AS (
  SELECT g.accession_no, g.at::timestamptz AS at, g.kept::integer AS kept
  FROM unnest($1::text[], $2::text[], $3::text[]) AS g(accession_no, at, kept)
), closed AS (
  UPDATE insider_trades t
  SET superseded_at = greatest(t.known_at + interval '1 microsecond', least(coalesce(g.at, now()), now()))
  FROM gone g
  WHERE t.accession_no = g.accession_no AND t.tx_index > g.kept AND t.superseded_at IS NULL
  RETURNING t.*
), logged AS (
  INSERT INTO dataset_revisions (tbl, key, field, previous, new, known_at, version_no, file_id)
  SELECT 'insider_trades', jsonb_build_object('accessionNo', c.accession_no, 'txIndex', c.tx_index),
         d.field, d.previous, NULL, c.superseded_at, c.version_no, $4::bigint
  FROM closed c
  CROSS JOIN LATERAL (VALUES
    ('filedAt', c.filed_at::text), ('documentDate', c.document_date::text), ('isAmendment', c.is_amendment::text),
    ('ticker', c.ticker), ('company', c.company), ('issuerCik', c.issuer_cik), ('insiderCik', c.insider_cik),
    ('insiderName', c.insider_name), ('insiderTitle', c.insider_title), ('securityTitle', c.security_title),
    ('txDate', c.tx_date::text), ('txCode', c.tx_code), ('isOpenMarket', c.is_open_market::text),
    ('acquiredDisposed', c.acquired_disposed), ('shares', c.shares::text),
    ('pricePerShare', c.price_per_share::text), ('valueUsd', c.value_usd::text),
    ('sharesOwnedAfter', c.shares_owned_after::text), ('directOrIndirect', c.direct_or_indirect)
  ) AS d(field, previous)
)
SELECT count(*) FROM closed
