-- The tracked symbols in rank order, each venue's instrument where the venue lists it, and the
-- contract values its instrument endpoint gave (exchange -> value, as text).
SELECT s.slug, s.base_asset, s.rank,
       max(i.instrument) FILTER (WHERE i.exchange = 'binance' AND i.listed),
       max(i.instrument) FILTER (WHERE i.exchange = 'bybit' AND i.listed),
       max(i.instrument) FILTER (WHERE i.exchange = 'okx' AND i.listed),
       max(i.instrument) FILTER (WHERE i.exchange = 'hyperliquid' AND i.listed),
       max(i.instrument) FILTER (WHERE i.exchange = 'kraken' AND i.listed),
       max(i.instrument) FILTER (WHERE i.exchange = 'bitmex' AND i.listed),
       max(i.instrument) FILTER (WHERE i.exchange = 'gate' AND i.listed),
       max(i.instrument) FILTER (WHERE i.exchange = 'htx' AND i.listed),
       coalesce(jsonb_object_agg(i.exchange, i.contract_value::text)
                  FILTER (WHERE i.listed AND i.contract_value IS NOT NULL), '{}'::jsonb)
FROM crypto_symbols s
LEFT JOIN crypto_instruments i ON i.slug = s.slug
GROUP BY s.slug, s.base_asset, s.rank
ORDER BY s.rank, s.slug
LIMIT $1
