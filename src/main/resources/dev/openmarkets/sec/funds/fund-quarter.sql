-- The quarter end of the manager's (CIK $1) latest quarter reported by the moment ($asOf;
-- infinity: now); null before any 13F.
SELECT max(period_of_report) AS quarter FROM thirteenf_report_parts_at($asOf) WHERE cik = $1
