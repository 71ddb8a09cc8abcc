-- One manager's (CIK $1) latest reported quarter: positions largest first with their share of the
-- quarter's total, and the change in shares since the manager's previous reported quarter (null
-- for a position that quarter did not hold).
WITH cur AS (
  SELECT max(period_of_report) AS q FROM thirteenf_report_parts WHERE cik = $1
), prev AS (
  SELECT max(r.period_of_report) AS q FROM thirteenf_report_parts r, cur WHERE r.cik = $1 AND r.period_of_report < cur.q
), pos AS (
  SELECT p.* FROM thirteenf_positions p, cur WHERE p.cik = $1 AND p.period_of_report = cur.q
), total AS (
  SELECT sum(value_usd) AS v FROM pos
)
SELECT pos.issuer_name, pos.value_usd, pos.shares, round(100 * pos.value_usd / nullif(total.v, 0), 2)::text,
       CASE WHEN old.cusip IS NULL THEN NULL ELSE pos.shares - old.shares END,
       pos.cusip, nullif(pos.put_call, '')
FROM pos CROSS JOIN total
LEFT JOIN thirteenf_positions old ON old.cik = $1 AND old.period_of_report = (SELECT q FROM prev)
  AND old.cusip = pos.cusip AND old.put_call = pos.put_call
ORDER BY pos.value_usd DESC, pos.cusip, pos.put_call
LIMIT $2
