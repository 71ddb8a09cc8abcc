-- Every tracked contract's latest snapshot: symbols in rank order, venues in the spec's order.
-- knownAt last: when the snapshot's values were first stored. As of a moment: funding-rates-asof.sql.
SELECT f.slug, coalesce(s.base_asset, f.base_asset), f.exchange, f.mark_price::text, f.funding_rate::text, f.funding_interval_hours,
       f.funding_rate_8h, f.funding_annualized, f.next_funding_time, f.open_interest::text,
       f.open_interest_value::text, f.price_change_pct_24h::text, f.known_at
FROM funding_snapshot f
LEFT JOIN crypto_symbols s ON s.slug = f.slug
ORDER BY s.rank NULLS LAST, f.slug,
         array_position(ARRAY['binance', 'bybit', 'okx', 'hyperliquid', 'kraken', 'bitmex'], f.exchange), f.exchange
LIMIT $1
