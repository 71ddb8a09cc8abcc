-- Schedule 13D/13G reporting persons filed since $3 and known at the moment asked (knownAt last),
-- optionally of one issuer (ticker $1 through the ticker map), one schedule ($2, 13D or 13G) and originals only ($4); newest filing first.
SELECT h.accession_no, h.amendment_no, h.cusip, h.event_date, h.filed_at_eff, h.form_type, h.issuer_cik,
       h.issuer_name, h.percent_of_class::text, h.person_type, h.reporting_cik, h.reporting_person,
       h.security_class, h.shares_owned::text, h.ticker_eff, h.known_at
FROM large_holder_rows h
WHERE h.filed_at_eff >= $3
  AND h.known_at <= $asOf
  AND ($1::text IS NULL OR h.issuer_cik = ANY(ARRAY(SELECT s.cik FROM sec_tickers s WHERE s.ticker = $1)))
  AND ($2::text IS NULL OR h.schedule = $2)
  AND (NOT $4 OR NOT h.is_amendment)
ORDER BY h.filed_at_eff DESC, h.accession_no DESC, h.seq
LIMIT $5
