-- A backfill's documents: filings filed between $2 and $3 whose document was never offered (no
-- ingest_files row named ACCESSION.txt), oldest first; 13F only of the tracked managers ($1).
SELECT f.accession_no, f.form_type, f.cik, f.path
FROM sec_filings f
WHERE f.date_filed BETWEEN $2 AND $3
  AND (f.form_type NOT LIKE '13F%' OR f.cik = ANY($1))
  AND (f.path IS NOT NULL OR f.cik IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM ingest_files i WHERE i.name = f.accession_no || '.txt')
ORDER BY f.date_filed, f.accession_no
