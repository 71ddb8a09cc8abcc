-- Queued filings whose document was never offered (no ingest_files row under the name it is
-- loaded as), newest first, none this process found missing ($1). The name per form: an 8-K's
-- index page, a 424B2's or FWP's full .txt submission, a Form D's primary_doc.xml.
WITH q AS (
  SELECT f.accession_no, f.form_type, f.cik, f.path, f.date_filed,
         f.accession_no || CASE
           WHEN f.form_type IN ('8-K', '8-K/A') THEN '-index.html'
           WHEN f.form_type IN ('D', 'D/A') THEN '-primary_doc.xml'
           ELSE '.txt' END AS file_name
  FROM sec_filing_queue f
  WHERE NOT (f.accession_no = ANY($1))
)
SELECT q.accession_no, q.form_type, q.cik, q.path, q.file_name
FROM q
WHERE NOT EXISTS (SELECT 1 FROM ingest_files i WHERE i.name = q.file_name)
ORDER BY q.date_filed DESC, q.accession_no DESC
LIMIT $2
