-- Latest trade date on or before $1: symbols with at least 1,000,000 shares, highest short share
-- first. The ORDER BY matches the partial index short_volume_day_ratio_covering (V18), which also
-- holds the volumes: an index-only scan, no sort, no heap visit.
SELECT v.trade_date, v.symbol, v.short_volume::text, v.short_exempt_volume::text, v.total_volume::text,
       round(v.short_volume / nullif(v.total_volume, 0), 4)::text
FROM short_volume v
WHERE v.trade_date = (SELECT max(trade_date) FROM short_volume WHERE trade_date <= $1)
  AND v.total_volume >= 1000000
ORDER BY v.short_volume / nullif(v.total_volume, 0) DESC NULLS LAST, v.symbol
LIMIT $2
