-- A ticker ever seen (any CIK, any time: the ticker map, or a Form 4's issuer symbol); no ticker
-- asked (cik=) passes
SELECT 1 WHERE $1::text IS NULL
  OR EXISTS (SELECT 1 FROM sec_identifiers WHERE kind IN ('ticker', 'issuer_symbol') AND value = $1)
  OR EXISTS (SELECT 1 FROM insider_trades WHERE ticker = $1)
