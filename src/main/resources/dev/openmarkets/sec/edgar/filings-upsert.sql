-- Merges what an index or a submissions JSON says of filings: a source that lacks a value
-- (acceptance time, path, CIK) never erases what another gave. One row back per inserted or
-- changed filing.
INSERT INTO sec_filings AS s (accession_no, form_type, cik, company, date_filed, accepted_at, path)
SELECT u.accession_no, u.form_type, u.cik, u.company, u.date_filed::date, u.accepted_at::timestamptz, u.path
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
  AS u(accession_no, form_type, cik, company, date_filed, accepted_at, path)
ON CONFLICT (accession_no) DO UPDATE SET
  form_type = EXCLUDED.form_type,
  cik = coalesce(s.cik, EXCLUDED.cik),
  company = coalesce(EXCLUDED.company, s.company),
  date_filed = EXCLUDED.date_filed,
  accepted_at = coalesce(EXCLUDED.accepted_at, s.accepted_at),
  path = coalesce(EXCLUDED.path, s.path)
WHERE (s.form_type, s.cik, s.company, s.date_filed, s.accepted_at, s.path) IS DISTINCT FROM
  (EXCLUDED.form_type, coalesce(s.cik, EXCLUDED.cik), coalesce(EXCLUDED.company, s.company), EXCLUDED.date_filed,
   coalesce(EXCLUDED.accepted_at, s.accepted_at), coalesce(EXCLUDED.path, s.path))
RETURNING (xmax = 0) AS inserted
