-- Quarters of the file's companies ($1) that the file no longer yields ($2: "cik/frame" keys).
DELETE FROM financial_quarters q
WHERE q.cik = ANY($1::text[]) AND NOT (q.cik || '/' || q.frame = ANY($2::text[]))
