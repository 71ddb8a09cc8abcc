-- insider-ticker-known.sql as of a moment ($asOf): the SEC ticker check of that moment
-- (sec/edgar/ticker-known-asof.sql, put in place of the marker by InsiderTransactionsDataset), or a
-- Form 4 known by then named the ticker ($1).
SELECT 1 WHERE EXISTS (
/* ticker-known-asof.sql */
) OR EXISTS (SELECT 1 FROM insider_trades WHERE ticker = $1 AND known_at <= $asOf)
