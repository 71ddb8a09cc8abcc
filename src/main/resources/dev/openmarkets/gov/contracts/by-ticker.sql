-- Listed parents' totals, largest first: net obligated amount and number of actions per ticker.
SELECT ticker, sum(amount_usd), count(*), max(row_known_at)
FROM resolved
WHERE ticker IS NOT NULL AND ($4::text IS NULL OR ticker = $4) AND (NOT $5::boolean OR ticker IS NOT NULL)
GROUP BY ticker
ORDER BY sum(amount_usd) DESC, ticker
LIMIT $6
