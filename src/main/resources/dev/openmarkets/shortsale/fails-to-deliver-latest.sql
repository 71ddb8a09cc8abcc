-- The latest settlement date on or before $1 as known at $asOf, largest fails by dollar value first.
WITH d AS (SELECT max(settlement_date) AS d FROM fails_to_deliver f WHERE f.settlement_date <= $1
             AND f.known_at <= $asOf AND (f.superseded_at IS NULL OR f.superseded_at > $asOf))
SELECT f.settlement_date, f.cusip, f.symbol, f.quantity::text, f.description, f.price::text, f.value_usd::text,
       f.known_at
FROM fails_to_deliver f JOIN d ON f.settlement_date = d.d
WHERE f.known_at <= $asOf AND (f.superseded_at IS NULL OR f.superseded_at > $asOf)
ORDER BY f.value_usd DESC NULLS LAST, f.cusip
LIMIT $2
