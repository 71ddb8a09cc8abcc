-- One symbol's days in [$2, $3] as known at $asOf: the newest $4 of them, returned oldest first.
SELECT * FROM (
  SELECT v.trade_date, v.symbol, v.short_volume::text, v.short_exempt_volume::text, v.total_volume::text,
         round(v.short_volume / nullif(v.total_volume, 0), 4)::text, v.known_at
  FROM short_volume v
  WHERE v.symbol = $1 AND v.trade_date BETWEEN $2 AND $3 AND v.known_at <= $asOf AND (v.superseded_at IS NULL OR v.superseded_at > $asOf)
  ORDER BY v.trade_date DESC
  LIMIT $4
) newest
ORDER BY trade_date
