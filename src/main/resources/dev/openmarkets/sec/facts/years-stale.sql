-- Fiscal years of the file's companies ($1) that the file no longer yields ($2: "cik/year" keys).
DELETE FROM financial_years y
WHERE y.cik = ANY($1::text[]) AND NOT (y.cik || '/' || y.fiscal_year = ANY($2::text[]))
