-- Markets filtered by category or tag ($1, lower case), question text ($2), minimum total volume
-- ($3), open only unless $4; ordered by $5 (volume, change, ending); at most $6 rows; as known at
-- $asOf (the market's version then, its snapshots taken by then).
SELECT r.id, r.slug, r.question, r.category, r.event_title,
       (SELECT coalesce(jsonb_agg(jsonb_build_object('name', o.name, 'price', r.prices ->> (o.i::int - 1))
                                  ORDER BY o.i), '[]'::jsonb)
        FROM jsonb_array_elements_text(r.outcomes) WITH ORDINALITY AS o(name, i)) AS outcomes,
       r.change24h, r.volume_24h::text, r.volume::text, r.liquidity::text, r.end_date, r.closed, r.updated_at,
       r.known_at
FROM prediction_market_rows_at($asOf) r
WHERE ($1::text IS NULL OR lower(r.category) = $1 OR r.tags ? $1)
  AND ($2::text IS NULL OR strpos(lower(r.question), lower($2::text)) > 0)
  AND ($3::numeric IS NULL OR r.volume >= $3)
  AND ($4::boolean OR NOT r.closed)
ORDER BY CASE WHEN $5::text = 'volume' THEN r.volume_24h END DESC NULLS LAST,
         CASE WHEN $5::text = 'volume' THEN r.volume END DESC NULLS LAST,
         CASE WHEN $5::text = 'change' THEN abs(r.change24h) END DESC NULLS LAST,
         CASE WHEN $5::text = 'ending' THEN r.end_date END ASC NULLS LAST,
         r.id
LIMIT $6
