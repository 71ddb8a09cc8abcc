-- One symbol's settlement dates in [$2, $3]: the newest $4, returned oldest first.
SELECT * FROM (
  SELECT settlement_date, cusip, symbol, quantity::text, description, price::text, value_usd::text
  FROM fails_to_deliver
  WHERE symbol = $1 AND settlement_date BETWEEN $2 AND $3
  ORDER BY settlement_date DESC, cusip
  LIMIT $4
) newest
ORDER BY settlement_date, cusip
