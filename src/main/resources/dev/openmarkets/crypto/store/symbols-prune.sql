-- Symbols no longer configured leave the list, their instruments with them; returns how many.
WITH gone AS (DELETE FROM crypto_symbols WHERE NOT (slug = ANY($1::text[])) RETURNING slug),
     instruments AS (DELETE FROM crypto_instruments WHERE slug IN (SELECT slug FROM gone) RETURNING 1)
SELECT slug FROM gone
