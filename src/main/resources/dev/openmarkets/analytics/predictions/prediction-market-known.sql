SELECT 1 FROM prediction_markets WHERE slug = $1 LIMIT 1
