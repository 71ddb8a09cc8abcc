-- Form D notices filed since $1 and known at the moment asked; optionally one issuer ($2), pooled
-- investment funds too ($3), amendments too ($4). $5 'recent': newest filing first; otherwise
-- largest offering first. knownAt last.
SELECT d.accession_no, d.cik, d.issuer_name, d.entity_type, d.state, d.industry_group,
       CASE WHEN d.is_fund THEN d.fund_type END, d.is_amendment, d.date_of_first_sale, d.security_types,
       d.exemptions, d.total_offering_amount, d.total_amount_sold, d.investors_count, d.minimum_investment,
       d.revenue_range, d.filed_at_eff, d.known_at
FROM form_d_rows d
WHERE d.filed_at_eff >= $1
  AND d.known_at <= $asOf
  AND ($2::text IS NULL OR d.cik = $2)
  AND ($3 OR NOT d.is_fund)
  AND ($4 OR NOT d.is_amendment)
ORDER BY CASE WHEN $5 THEN NULL ELSE d.total_offering_amount END DESC NULLS LAST,
         d.filed_at_eff DESC, d.accession_no DESC
LIMIT $6
