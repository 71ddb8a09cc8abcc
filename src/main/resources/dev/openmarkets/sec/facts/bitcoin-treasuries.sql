-- The tracked holders ($1 tickers) with their latest crypto holding (an XBRL instance's figures win
-- over company facts of the same date); largest fair value first, at most $2. The company name:
-- its current version (xbrl_companies keeps every version; this dataset answers the latest only).
SELECT t.ticker, coalesce(c.entity_name, t.title), h.cik, h.as_of::text, h.units, h.fair_value_usd, h.cost_usd,
  h.form, h.units_reliable,
  CASE WHEN h.units > 0 AND h.fair_value_usd IS NOT NULL THEN round(h.fair_value_usd / h.units, 2) END,
  h.accession_no
FROM (
  SELECT DISTINCT ON (cik) * FROM crypto_holdings ORDER BY cik, as_of DESC, (source = 'instance') DESC
) h
JOIN LATERAL (
  SELECT s.ticker, s.title FROM sec_tickers s WHERE s.cik = h.cik AND s.ticker = ANY($1::text[])
  ORDER BY s.position LIMIT 1
) t ON true
LEFT JOIN xbrl_companies c ON c.cik = h.cik AND c.superseded_at IS NULL
ORDER BY h.fair_value_usd DESC NULLS LAST, h.cik
LIMIT $2
