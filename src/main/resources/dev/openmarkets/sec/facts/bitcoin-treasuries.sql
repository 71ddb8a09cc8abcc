-- The tracked holders ($1 tickers) with their latest crypto holding as known at $asOf (an XBRL
-- instance's figures win over company facts of the same date); largest fair value first, at most
-- $2. The company name: its version known then. The ticker map is the current one (as the other
-- company facts datasets). known_at (last): the later of the holding's and the name's.
SELECT t.ticker, coalesce(c.entity_name, t.title), h.cik, h.as_of::text, h.units, h.fair_value_usd, h.cost_usd,
  h.form, h.units_reliable,
  CASE WHEN h.units > 0 AND h.fair_value_usd IS NOT NULL THEN round(h.fair_value_usd / h.units, 2) END,
  h.accession_no, greatest(h.known_at, c.known_at)
FROM (
  SELECT DISTINCT ON (cik) * FROM crypto_holdings x
  WHERE x.known_at <= $asOf AND (x.superseded_at IS NULL OR x.superseded_at > $asOf)
  ORDER BY cik, as_of DESC, (source = 'instance') DESC
) h
JOIN LATERAL (
  SELECT s.ticker, s.title FROM sec_tickers s WHERE s.cik = h.cik AND s.ticker = ANY($1::text[])
  ORDER BY s.position LIMIT 1
) t ON true
LEFT JOIN xbrl_companies c ON c.cik = h.cik
  AND c.known_at <= $asOf AND (c.superseded_at IS NULL OR c.superseded_at > $asOf)
ORDER BY h.fair_value_usd DESC NULLS LAST, h.cik
LIMIT $2
