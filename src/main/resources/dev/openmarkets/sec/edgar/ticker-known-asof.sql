-- A ticker's 404 check as of a moment ($asOf): known when the ticker map of that moment lists it
-- (sec_tickers_at, V30), as the check of the current map (sec_tickers) answered then. Before the
-- map's history begins (no ticker version known by the moment) this service answered nothing and
-- the datasets take a ticker as first stored (TickerMapSql): every ticker the map ever listed is
-- known then. $1 the ticker.
SELECT 1 WHERE EXISTS (SELECT 1 FROM sec_tickers_at($asOf) WHERE ticker = $1)
  OR (EXISTS (SELECT 1 FROM sec_identifiers WHERE kind = 'ticker' AND value = $1)
      AND NOT EXISTS (SELECT 1 FROM sec_identifiers WHERE kind = 'ticker' AND known_at <= $asOf))
