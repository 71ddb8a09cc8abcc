-- funding-rates.sql as known at a moment ($asOf): each contract's snapshot current then, the last
-- version stored at or before it (funding_snapshot_history, V50), one index probe per contract
-- (funding_snapshot holds every contract ever polled). Symbols and ranks are today's.
SELECT f.slug, coalesce(s.base_asset, f.base_asset), f.exchange, f.mark_price::text, f.funding_rate::text, f.funding_interval_hours,
       f.funding_rate_8h, f.funding_annualized, f.next_funding_time, f.open_interest::text,
       f.open_interest_value::text, f.price_change_pct_24h::text, f.ts AS known_at
FROM funding_snapshot k
CROSS JOIN LATERAL (SELECT * FROM funding_snapshot_history h
                    WHERE h.exchange = k.exchange AND h.instrument = k.instrument AND h.ts <= $asOf
                    ORDER BY h.ts DESC LIMIT 1) f
LEFT JOIN crypto_symbols s ON s.slug = f.slug
ORDER BY s.rank NULLS LAST, f.slug,
         array_position(ARRAY['binance', 'bybit', 'okx', 'hyperliquid', 'kraken', 'bitmex'], f.exchange), f.exchange
LIMIT $1
