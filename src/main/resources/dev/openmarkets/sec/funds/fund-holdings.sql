-- One manager's (CIK $1) latest reported quarter as known at the moment ($asOf; infinity: now):
-- positions largest first with their share of the quarter's total, and the change in shares since
-- the manager's previous reported quarter (null for a position that quarter did not hold). A row
-- is known from the newest part of the reports it reads (the quarter's, whose total gives the
-- share, and the previous quarter's), knownAt last.
WITH parts AS (
  SELECT * FROM thirteenf_report_parts_at($asOf) WHERE cik = $1
), cur AS (
  SELECT max(period_of_report) AS q FROM parts
), prev AS (
  SELECT max(r.period_of_report) AS q FROM parts r, cur WHERE r.period_of_report < cur.q
), known AS (
  SELECT max(r.known_at) AS at FROM parts r WHERE r.period_of_report IN ((SELECT q FROM cur), (SELECT q FROM prev))
), positions AS (
  SELECT p.* FROM thirteenf_positions_at($asOf) p WHERE p.cik = $1
), pos AS (
  SELECT p.* FROM positions p, cur WHERE p.period_of_report = cur.q
), total AS (
  SELECT sum(value_usd) AS v FROM pos
)
SELECT pos.issuer_name, pos.value_usd, pos.shares, round(100 * pos.value_usd / nullif(total.v, 0), 2)::text,
       CASE WHEN old.cusip IS NULL THEN NULL ELSE pos.shares - old.shares END,
       pos.cusip, nullif(pos.put_call, ''), known.at
FROM pos CROSS JOIN total CROSS JOIN known
LEFT JOIN positions old ON old.period_of_report = (SELECT q FROM prev)
  AND old.cusip = pos.cusip AND old.put_call = pos.put_call
ORDER BY pos.value_usd DESC, pos.cusip, pos.put_call
LIMIT $2
