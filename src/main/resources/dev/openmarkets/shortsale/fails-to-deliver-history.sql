-- One symbol's settlement dates in [$2, $3]: the newest $4, returned oldest first, as known at
-- $asOf (infinity: the current versions; docs/point-in-time.md).
SELECT * FROM (
  SELECT f.settlement_date, f.cusip, f.symbol, f.quantity::text, f.description, f.price::text, f.value_usd::text,
         f.known_at
  FROM fails_to_deliver f
  WHERE f.symbol = $1 AND f.settlement_date BETWEEN $2 AND $3
    AND f.known_at <= $asOf AND (f.superseded_at IS NULL OR f.superseded_at > $asOf)
  ORDER BY f.settlement_date DESC, f.cusip
  LIMIT $4
) newest
ORDER BY settlement_date, cusip
