-- Companies whose open-market purchases (code P) dated $1..$2 come from at least $4 distinct
-- buyers and add up to at least $5 (a missing value counts as 0); $3 optionally one ticker. The
-- same computation as ClusterCalculator: buyers are told apart by CIK, else by upper-cased name;
-- "latest" name, title and company follow the newest purchase; buyers' names and tickers sort
-- by code point (COLLATE "C") as Java strings do. The buyers list is built as compact JSON
-- text, so its values keep their four decimal places. The purchases are the trades as known at the
-- moment asked; a cluster is known when the newest of them is (knownAt last).
WITH p AS (
  SELECT t.ticker_eff AS ticker, t.company, t.insider_name, t.insider_title, t.tx_date, t.shares, t.value_usd,
         t.filed_at_eff AS filed_at, t.accession_no, t.tx_index, t.known_at,
         CASE WHEN t.insider_cik IS NOT NULL THEN 'cik:' || t.insider_cik
              ELSE 'name:' || upper(regexp_replace(btrim(coalesce(t.insider_name, '')), '\s+', ' ', 'g')) END AS buyer
  FROM insider_trade_rows_at($asOf) t
  WHERE t.tx_code = 'P' AND t.ticker_eff IS NOT NULL AND t.tx_date BETWEEN $1 AND $2
    AND ($3::text IS NULL OR t.ticker_eff = $3)
), buyers AS (
  SELECT ticker, buyer,
         (array_agg(insider_name ORDER BY tx_date DESC, filed_at DESC NULLS LAST, accession_no DESC, tx_index DESC)
           FILTER (WHERE insider_name IS NOT NULL))[1] AS name,
         (array_agg(insider_title ORDER BY tx_date DESC, filed_at DESC NULLS LAST, accession_no DESC, tx_index DESC)
           FILTER (WHERE insider_title IS NOT NULL))[1] AS title,
         coalesce(sum(value_usd), 0) AS value_usd
  FROM p GROUP BY ticker, buyer
), companies AS (
  SELECT ticker,
         (array_agg(company ORDER BY tx_date DESC, filed_at DESC NULLS LAST, accession_no DESC, tx_index DESC)
           FILTER (WHERE company IS NOT NULL))[1] AS company,
         count(DISTINCT buyer) AS insiders, count(*) AS trades, sum(value_usd) AS value_usd, sum(shares) AS shares,
         min(tx_date) AS first_tx_date, max(tx_date) AS latest_tx_date, max(filed_at) AS latest_filed_at,
         max(known_at) AS known_at
  FROM p GROUP BY ticker
)
SELECT c.ticker, c.company, c.insiders, c.trades, round(c.value_usd, 4)::text, round(c.shares, 4)::text,
       c.first_tx_date, c.latest_tx_date, c.latest_filed_at,
       (SELECT '[' || string_agg(format('{"name":%s,"title":%s,"valueUsd":%s}', coalesce(to_json(b.name)::text, 'null'),
                                        coalesce(to_json(b.title)::text, 'null'), round(b.value_usd, 4)),
                                 ',' ORDER BY b.value_usd DESC, b.name COLLATE "C" NULLS LAST) || ']'
        FROM (SELECT * FROM buyers b WHERE b.ticker = c.ticker
              ORDER BY b.value_usd DESC, b.name COLLATE "C" NULLS LAST LIMIT 5) b),
       c.known_at
FROM companies c
WHERE c.insiders >= $4 AND coalesce(c.value_usd, 0) >= $5
ORDER BY c.insiders DESC, coalesce(c.value_usd, 0) DESC, c.ticker COLLATE "C"
LIMIT $6
