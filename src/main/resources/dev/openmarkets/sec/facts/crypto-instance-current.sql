-- For each XBRL instance holding ($1 ciks, $2 accessions): the balance-sheet date of the
-- company's current instance row (null: none) and the filing's acceptance time when sec_filings
-- holds it (null: not known here).
SELECT i.cik, i.accession_no, h.as_of, f.accepted_at
FROM unnest($1::text[], $2::text[]) AS i(cik, accession_no)
LEFT JOIN crypto_holdings h ON h.cik = i.cik AND h.source = 'instance' AND h.superseded_at IS NULL
LEFT JOIN sec_filings f ON f.accession_no = i.accession_no
