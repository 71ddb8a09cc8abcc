-- The match table for review: every parent (or recipient) name key seen in the window with the
-- ticker it resolves to and how, its actions and net amount; $4 only the unmatched; largest first.
SELECT name_key, max(parent_name), ticker, method, max(sec_title), max(cik), count(*), sum(amount_usd),
       max(row_known_at)
FROM resolved
WHERE name_key IS NOT NULL AND (NOT $4::boolean OR ticker IS NULL)
GROUP BY name_key, ticker, method
ORDER BY sum(amount_usd) DESC, name_key
LIMIT $5
