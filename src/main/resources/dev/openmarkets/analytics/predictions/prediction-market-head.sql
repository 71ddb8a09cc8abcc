-- The market named by slug $1 (the most recently seen one if Polymarket reused the slug), as known
-- at $asOf; knownAt: the later of its version's and its newest snapshot's.
SELECT r.id, r.slug, r.question, r.category, r.event_title AS "eventTitle",
       (SELECT coalesce(jsonb_agg(jsonb_build_object('name', o.name, 'price', r.prices ->> (o.i::int - 1))
                                  ORDER BY o.i), '[]'::jsonb)
        FROM jsonb_array_elements_text(r.outcomes) WITH ORDINALITY AS o(name, i)) AS outcomes,
       r.change24h AS "change24h", r.volume_24h::text AS "volume24hUsd", r.volume::text AS "volumeUsd",
       r.liquidity::text AS "liquidityUsd", r.end_date AS "endDate", r.closed, r.updated_at AS "updatedAt",
       r.known_at AS "knownAt"
FROM prediction_market_rows_at($asOf) r
WHERE r.slug = $1
ORDER BY r.updated_at DESC NULLS LAST, r.id
LIMIT 1
