-- Registration filings filed since $2 and known at the moment asked, newest first; optionally of
-- some form types ($1) and only companies' first S-1/F-1 on file then ($3). listed: the filer's
-- CIK is in the SEC ticker map. knownAt last.
SELECT r.accession_no, r.form_type, r.cik, r.company, r.filed_at,
       EXISTS (SELECT 1 FROM sec_tickers s WHERE s.cik = r.cik),
       f.first_date, NULL::numeric, r.known_at
FROM sec_registrations r
LEFT JOIN LATERAL (SELECT x.accession_no AS first_accession, x.date_filed AS first_date
                   FROM sec_registrations x
                   WHERE x.cik = r.cik AND x.form_type IN ('S-1', 'F-1') AND x.known_at <= $asOf
                   ORDER BY x.date_filed, x.accession_no LIMIT 1) f ON true
WHERE r.filed_at >= $2
  AND r.known_at <= $asOf
  AND ($1::text[] IS NULL OR r.form_type = ANY($1))
  AND (NOT $3 OR r.accession_no = f.first_accession)
ORDER BY r.filed_at DESC, r.accession_no DESC
LIMIT $4
