-- The symbol's base asset and its funding settled since $2 (null: all) and by the moment asked
-- ($asOf), newest first, at most $3 entries; rates stay text so their digits pass through exactly.
SELECT (SELECT base_asset FROM crypto_symbols WHERE slug = $1) AS "baseAsset",
       coalesce((SELECT json_agg(json_build_object('exchange', h.exchange, 'instrument', h.instrument,
                                                     'fundingTime', iso_utc(h.funding_time),
                                                     'fundingRate', h.rate::text)
                                  ORDER BY h.funding_time DESC, h.exchange)
                 FROM (SELECT * FROM funding_history
                       WHERE slug = $1 AND ($2::timestamptz IS NULL OR funding_time >= $2) AND funding_time <= $asOf
                       ORDER BY funding_time DESC, exchange
                       LIMIT $3) h), '[]'::json) AS "fundingHistory"
