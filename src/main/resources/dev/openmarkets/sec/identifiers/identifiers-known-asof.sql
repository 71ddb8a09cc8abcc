-- identifiers-known.sql as of a moment ($asOf): a ticker seen by then (a ticker or issuer symbol
-- version known by the moment, or a Form 4 known by then naming it), as the rows in force then are
-- (no first-stored stand-in here: identifiers shows the intervals as they are); no ticker asked
-- (cik=) passes
SELECT 1 WHERE $1::text IS NULL
  OR EXISTS (SELECT 1 FROM sec_identifiers WHERE kind IN ('ticker', 'issuer_symbol') AND value = $1
             AND known_at <= $asOf)
  OR EXISTS (SELECT 1 FROM insider_trades WHERE ticker = $1 AND known_at <= $asOf)
