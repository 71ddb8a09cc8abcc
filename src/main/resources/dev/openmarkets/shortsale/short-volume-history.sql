-- One symbol's days in [$2, $3]: the newest $4 of them, returned oldest first.
SELECT * FROM (
  SELECT trade_date, symbol, short_volume::text, short_exempt_volume::text, total_volume::text,
         round(short_volume / nullif(total_volume, 0), 4)::text
  FROM short_volume
  WHERE symbol = $1 AND trade_date BETWEEN $2 AND $3
  ORDER BY trade_date DESC
  LIMIT $4
) newest
ORDER BY trade_date
