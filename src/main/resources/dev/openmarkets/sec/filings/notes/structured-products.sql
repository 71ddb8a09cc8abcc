-- 424B2 and FWP notes filed since $1 (date filed) and known at the moment asked, newest first then
-- id descending; optionally an issuer name containing $2 (any case), an underlying symbol $3, and
-- the page after the cursor (date filed $4, id $5). knownAt last.
SELECT n.id, n.accession_no, n.issuer, n.form_type, n.date_filed, n.pricing_date::text, to_jsonb(n.underlyings),
       n.note_type, n.coupon::text, n.cap_pct::text, n.barrier_pct::text, n.principal_usd::text, n.doc_url,
       n.known_at
FROM sec_structured_notes n
WHERE n.date_filed >= $1
  AND n.known_at <= $asOf
  AND ($2::text IS NULL OR strpos(lower(n.issuer), lower($2)) > 0)
  AND ($3::text IS NULL OR upper($3) = ANY(n.underlyings))
  AND ($4::date IS NULL OR (n.date_filed, n.id) < ($4, $5::bigint))
ORDER BY n.date_filed DESC, n.id DESC
LIMIT $6
