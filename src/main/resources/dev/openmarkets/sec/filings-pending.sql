-- Filings whose document was never offered (no ingest_files row named ACCESSION.txt), newest
-- first; 13F only of the tracked managers ($1), and none this process found missing ($2).
SELECT f.accession_no, f.form_type, f.cik, f.path
FROM sec_filings f
WHERE (f.form_type NOT LIKE '13F%' OR f.cik = ANY($1))
  AND (f.path IS NOT NULL OR f.cik IS NOT NULL)
  AND NOT (f.accession_no = ANY($2))
  AND NOT EXISTS (SELECT 1 FROM ingest_files i WHERE i.name = f.accession_no || '.txt')
ORDER BY f.date_filed DESC, f.accession_no DESC
LIMIT $3
