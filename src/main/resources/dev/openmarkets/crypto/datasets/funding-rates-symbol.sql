-- One symbol's latest snapshot per venue, with the long/short account ratio where published.
-- knownAt last: when the snapshot's values were first stored. As of a moment: funding-rates-symbol-asof.sql.
SELECT f.slug, coalesce(s.base_asset, f.base_asset), f.exchange, f.mark_price::text, f.funding_rate::text, f.funding_interval_hours,
       f.funding_rate_8h, f.funding_annualized, f.next_funding_time, f.open_interest::text,
       f.open_interest_value::text, f.price_change_pct_24h::text, f.long_short_ratio::text, f.known_at
FROM funding_snapshot f
LEFT JOIN crypto_symbols s ON s.slug = f.slug
WHERE f.slug = $1
ORDER BY array_position(ARRAY['binance', 'bybit', 'okx', 'hyperliquid', 'kraken', 'bitmex'], f.exchange), f.exchange
LIMIT $2
