-- The filings of one amendment key (issuer $1, first owner $2, period $3) that a 4/A replaces: a
-- 4/A replaces every other filing of its key filed before it. Unknown or equal filing times let
-- a 4/A win over an original, and the later accession win between two 4/As.
SELECT e.accession_no
FROM form4_filings e
WHERE e.issuer_cik = $1 AND e.owner_cik = $2 AND e.period_of_report IS NOT DISTINCT FROM $3::date
  AND EXISTS (
    SELECT 1 FROM form4_filings a
    WHERE a.is_amendment AND a.accession_no <> e.accession_no
      AND a.issuer_cik = e.issuer_cik AND a.owner_cik = e.owner_cik
      AND a.period_of_report IS NOT DISTINCT FROM e.period_of_report
      AND CASE WHEN a.filed_key IS NULL OR e.filed_key IS NULL OR a.filed_key = e.filed_key
               THEN NOT e.is_amendment OR a.accession_no > e.accession_no
               ELSE a.filed_key > e.filed_key END)
