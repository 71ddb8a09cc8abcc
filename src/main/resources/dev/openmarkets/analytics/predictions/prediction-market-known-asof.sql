-- prediction-market-known.sql as of a moment ($asOf): a version of the market known by then (the
-- slug index carries known_at).
SELECT 1 FROM prediction_markets WHERE slug = $1 AND known_at <= $asOf LIMIT 1
