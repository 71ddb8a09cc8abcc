-- One company's holding from an XBRL instance; replaces the instance row of an older or equal date
-- when any value differs.
INSERT INTO crypto_holdings (cik, as_of, accession_no, form, units, fair_value_usd, cost_usd, units_reliable, source)
VALUES ($1, $2, $3, $4, $5::text::numeric, $6::text::numeric, $7::text::numeric, $8, 'instance')
ON CONFLICT (cik, source) DO UPDATE SET as_of = EXCLUDED.as_of, accession_no = EXCLUDED.accession_no,
  form = EXCLUDED.form, units = EXCLUDED.units, fair_value_usd = EXCLUDED.fair_value_usd,
  cost_usd = EXCLUDED.cost_usd, units_reliable = EXCLUDED.units_reliable
WHERE EXCLUDED.as_of >= crypto_holdings.as_of
  AND (crypto_holdings.as_of, crypto_holdings.accession_no, crypto_holdings.form, crypto_holdings.units,
       crypto_holdings.fair_value_usd, crypto_holdings.cost_usd, crypto_holdings.units_reliable)
    IS DISTINCT FROM (EXCLUDED.as_of, EXCLUDED.accession_no, EXCLUDED.form, EXCLUDED.units,
       EXCLUDED.fair_value_usd, EXCLUDED.cost_usd, EXCLUDED.units_reliable)
RETURNING (xmax = 0) AS inserted
