-- The latest settlement date on or before $1, largest fails by dollar value first.
WITH d AS (SELECT max(settlement_date) AS d FROM fails_to_deliver WHERE settlement_date <= $1)
SELECT f.settlement_date, f.cusip, f.symbol, f.quantity::text, f.description, f.price::text, f.value_usd::text
FROM fails_to_deliver f JOIN d ON f.settlement_date = d.d
ORDER BY f.value_usd DESC NULLS LAST, f.cusip
LIMIT $2
