-- Closes the current trades a filing no longer holds, instead of deleting them, so that answers as
-- of earlier moments keep them: every trade of a filing a 4/A replaced (kept 0), or those beyond
-- the ones a re-parsed filing now holds. $1 accessions, $2 when each is closed (the knownAt of the
-- first 4/A replacing it, or of the re-parsed filing; never at or before the version's own
-- knownAt, never after now()), $3 how many trades each keeps, $4 whether an earlier close moves
-- back to $2, $5 the ingest_files id. Every closed value is logged in dataset_revisions with
-- new = NULL, as ingest/VersionedUpsert logs a close. Returns the count of newly closed trades.
--
-- $4: filings of one key arriving out of order (an original, its second 4/A, then its first 4/A)
-- closed the original at the second 4/A's knownAt; the first 4/A, arriving later, ends it at its
-- own, earlier knownAt, so that no moment shows both the original and the first 4/A. Only a
-- key's last version moves, and its close's revisions move with it.
WITH gone AS (
  SELECT g.accession_no, g.at::timestamptz AS at, g.kept::integer AS kept, g.earlier::boolean AS earlier
  FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS g(accession_no, at, kept, earlier)
), target AS (
  SELECT t.accession_no, t.tx_index, t.known_at, t.superseded_at AS was,
         CASE WHEN t.superseded_at IS NULL
              THEN greatest(t.known_at + interval '1 microsecond', least(coalesce(g.at, now()), now()))
              ELSE g.at END AS ends
  FROM insider_trades t
  JOIN gone g ON t.accession_no = g.accession_no AND t.tx_index > g.kept
  WHERE t.superseded_at IS NULL
     OR (g.earlier AND t.superseded_at > g.at AND t.known_at < g.at
         AND NOT EXISTS (SELECT 1 FROM insider_trades n WHERE n.accession_no = t.accession_no
                         AND n.tx_index = t.tx_index AND n.known_at > t.known_at))
), closed AS (
  UPDATE insider_trades t
  SET superseded_at = x.ends
  FROM target x
  WHERE t.accession_no = x.accession_no AND t.tx_index = x.tx_index AND t.known_at = x.known_at
  RETURNING t.*, x.was
), moved AS (
  UPDATE dataset_revisions r
  SET known_at = c.superseded_at
  FROM closed c
  WHERE c.was IS NOT NULL AND r.tbl = 'insider_trades' AND r.new IS NULL AND r.known_at = c.was
    AND r.key = jsonb_build_object('accessionNo', c.accession_no, 'txIndex', c.tx_index)
), logged AS (
  INSERT INTO dataset_revisions (tbl, key, field, previous, new, known_at, version_no, file_id)
  SELECT 'insider_trades', jsonb_build_object('accessionNo', c.accession_no, 'txIndex', c.tx_index),
         d.field, d.previous, NULL, c.superseded_at, c.version_no, $5::bigint
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
  WHERE c.was IS NULL
)
SELECT count(*) FILTER (WHERE was IS NULL) FROM closed
