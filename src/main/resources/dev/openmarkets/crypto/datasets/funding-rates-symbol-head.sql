-- The symbol's base asset and its funding settled since $2 (null: all) and by the moment asked
-- ($asOf), newest first, at most $3 entries; rates stay text so their digits pass through exactly.
-- "since" as coalesce($2, '-infinity'), not "$2 IS NULL OR ...": a connection's generic plan (from
-- its sixth run) can bound the (slug, funding_time) index scan only by the former, and with the OR it
-- read every settlement of the symbol: 7 -> 23 ms at 1M rows (bench/RESULTS.md, issue 37 a year).
SELECT (SELECT base_asset FROM crypto_symbols WHERE slug = $1) AS "baseAsset",
       coalesce((SELECT json_agg(json_build_object('exchange', h.exchange, 'instrument', h.instrument,
                                                     'fundingTime', iso_utc(h.funding_time),
                                                     'fundingRate', h.rate::text)
                                  ORDER BY h.funding_time DESC, h.exchange)
                 FROM (SELECT * FROM funding_history
                       WHERE slug = $1 AND funding_time >= coalesce($2::timestamptz, '-infinity') AND funding_time <= $asOf
                       ORDER BY funding_time DESC, exchange
                       LIMIT $3) h), '[]'::json) AS "fundingHistory"
