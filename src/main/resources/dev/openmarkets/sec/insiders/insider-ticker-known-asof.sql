-- insider-ticker-known.sql as of a moment ($asOf): the ticker map of that moment lists it (before
-- the map's history begins, any ticker it ever listed: sec/edgar/ticker-known-asof.sql says why),
-- or a Form 4 known by then named it.
SELECT 1 WHERE EXISTS (SELECT 1 FROM sec_tickers_at($asOf) WHERE ticker = $1)
  OR (EXISTS (SELECT 1 FROM sec_identifiers WHERE kind = 'ticker' AND value = $1)
      AND NOT EXISTS (SELECT 1 FROM sec_identifiers WHERE kind = 'ticker' AND known_at <= $asOf))
  OR EXISTS (SELECT 1 FROM insider_trades WHERE ticker = $1 AND known_at <= $asOf)
