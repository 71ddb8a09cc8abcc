-- A backfill's documents: queued filings filed between $1 and $2 whose document was never offered
-- (no ingest_files row under the name it is loaded as), oldest first; names as documents-pending.sql.
WITH q AS (
  SELECT f.accession_no, f.form_type, f.cik, f.path, f.date_filed,
         f.accession_no || CASE
           WHEN f.form_type IN ('8-K', '8-K/A') THEN '-index.html'
           WHEN f.form_type IN ('D', 'D/A') THEN '-primary_doc.xml'
           ELSE '.txt' END AS file_name
  FROM sec_filing_queue f
  WHERE f.date_filed BETWEEN $1 AND $2
)
SELECT q.accession_no, q.form_type, q.cik, q.path, q.file_name
FROM q
WHERE NOT EXISTS (SELECT 1 FROM ingest_files i WHERE i.name = q.file_name)
ORDER BY q.date_filed, q.accession_no
