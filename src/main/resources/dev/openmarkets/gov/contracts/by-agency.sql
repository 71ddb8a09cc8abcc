-- Totals per awarding agency, largest first (after the ticker and listed filters).
SELECT awarding_agency, sum(amount_usd), count(*), max(row_known_at)
FROM resolved
WHERE ($4::text IS NULL OR ticker = $4) AND (NOT $5::boolean OR ticker IS NOT NULL)
GROUP BY awarding_agency
ORDER BY sum(amount_usd) DESC, awarding_agency NULLS LAST
LIMIT $6
