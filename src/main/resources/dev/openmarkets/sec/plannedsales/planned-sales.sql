-- Form 144 notices filed since $2 and known at the moment asked (knownAt last), optionally of the issuer the ticker map gives for $1, newest
-- filing first.
SELECT p.accession_no, p.aggregate_market_value::text, p.approx_sale_date, p.broker, p.exchange, p.filed_at_eff,
       p.issuer_cik, p.issuer_name, p.person_name, p.relationship, p.security_class, p.ticker_eff,
       p.units_outstanding::text, p.units_to_sell::text, p.known_at
FROM planned_sale_rows p
WHERE p.filed_at_eff >= $2
  AND p.known_at <= $asOf
  AND ($1::text IS NULL OR p.issuer_cik = ANY(ARRAY(SELECT s.cik FROM sec_tickers s WHERE s.ticker = $1)))
ORDER BY p.filed_at_eff DESC, p.accession_no DESC, p.seq
LIMIT $3
