-- Every transaction of one company dated $2..$3, newest first: rows whose filing names the ticker
-- $1, and rows of the issuer the ticker map gives for it (filings that named no or another symbol),
-- each the version known at the moment asked (knownAt last).
SELECT t.ticker_eff, t.insider_name, t.insider_title, t.tx_date, round(t.shares, 4)::text,
       round(t.price_per_share, 4)::text, round(t.value_usd, 4)::text, t.company, t.tx_code, t.is_open_market,
       round(t.shares_owned_after, 4)::text, t.filed_at_eff, t.accession_no, t.known_at
FROM insider_trade_rows_at($asOf) t
WHERE (t.ticker = $1 OR t.issuer_cik = ANY(ARRAY(SELECT s.cik FROM sec_tickers s WHERE s.ticker = $1)))
  AND t.tx_date BETWEEN $2 AND $3
ORDER BY t.tx_date DESC, t.filed_at_eff DESC NULLS LAST, t.accession_no DESC, t.tx_index
LIMIT $4
