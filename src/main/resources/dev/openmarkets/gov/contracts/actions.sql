-- The actions, newest first; $4 one ticker, $5 only listed parents, $6 the row limit.
SELECT action_date, award_id, mod, action_type, amount_usd, recipient_name, ticker, awarding_agency,
       awarding_sub_agency, award_type, naics_code, description,
       CASE WHEN generated_id LIKE 'AWARD\_%' THEN NULL ELSE generated_id END, row_known_at
FROM resolved
WHERE ($4::text IS NULL OR ticker = $4) AND (NOT $5::boolean OR ticker IS NOT NULL)
ORDER BY action_date DESC, award_id, mod_key, generated_id
LIMIT $6
