-- The quarter end of the manager's (CIK $1) latest reported quarter; null before any 13F.
SELECT max(period_of_report) AS quarter FROM thirteenf_report_parts WHERE cik = $1
