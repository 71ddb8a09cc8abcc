-- The filings of one amendment key (issuer $1, first owner $2, period $3) that a 4/A replaces: a
-- 4/A replaces every other filing of its key filed before it. Unknown or equal filing times let
-- a 4/A win over an original, and the later accession win between two 4/As. Each comes with when
-- it was replaced (the knownAt of the first 4/A known to replace it: its trades are closed then)
-- and whether any version of its trades is stored (an original arriving after its 4/A is stored
-- once, already closed). Current versions of the filings only.
SELECT e.accession_no, min(a.known_at) AS replaced_at,
       EXISTS (SELECT 1 FROM insider_trades t WHERE t.accession_no = e.accession_no) AS stored
FROM form4_filings e
JOIN form4_filings a
  ON a.is_amendment AND a.superseded_at IS NULL AND a.accession_no <> e.accession_no
  AND a.issuer_cik = e.issuer_cik AND a.owner_cik = e.owner_cik
  AND a.period_of_report IS NOT DISTINCT FROM e.period_of_report
  AND CASE WHEN a.filed_key IS NULL OR e.filed_key IS NULL OR a.filed_key = e.filed_key
           THEN NOT e.is_amendment OR a.accession_no > e.accession_no
           ELSE a.filed_key > e.filed_key END
WHERE e.issuer_cik = $1 AND e.owner_cik = $2 AND e.period_of_report IS NOT DISTINCT FROM $3::date
  AND e.superseded_at IS NULL
GROUP BY e.accession_no
