-- The COT market 404 check as of a moment ($asOf): a version of the market known by then names the
-- slug or alias ($1). A market is known from its first report's release (V47).
SELECT 1 FROM cot_markets WHERE (slug = $1 OR $1 = ANY(aliases)) AND known_at <= $asOf LIMIT 1
