-- 8-K filings filed since $3 (UTC) and known at the moment asked, newest first; optionally of one
-- company (ticker $1 through the SEC ticker map) and one item number ($2). knownAt last.
SELECT e.accession_no, k.ticker, e.company, to_jsonb(e.items), to_jsonb(e.item_labels), e.filed_at, e.doc_url,
       e.known_at
FROM sec_events e
LEFT JOIN LATERAL (SELECT s.ticker FROM sec_tickers s WHERE s.cik = e.cik ORDER BY s.position LIMIT 1) k ON true
WHERE e.filed_at >= $3
  AND e.known_at <= $asOf
  AND ($1::text IS NULL OR e.cik = ANY(ARRAY(SELECT s.cik FROM sec_tickers s WHERE s.ticker = $1)))
  AND ($2::text IS NULL OR $2 = ANY(e.items))
ORDER BY e.filed_at DESC, e.accession_no DESC
LIMIT $4
