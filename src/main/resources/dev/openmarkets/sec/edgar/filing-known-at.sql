-- What decides when an EDGAR filing ($1, its accession) became known, besides its own header: the
-- acceptance time and date filed an index or submissions JSON gave for it, and the transaction's
-- now() (when it is stored), to the millisecond as answers print times.
SELECT date_trunc('milliseconds', now()) AS stored_at, f.accepted_at, f.date_filed
FROM (VALUES (1)) AS x(one)
LEFT JOIN sec_filings f ON f.accession_no = $1
