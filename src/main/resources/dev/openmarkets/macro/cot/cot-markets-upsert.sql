-- Stores the markets of one file. The slug is kept from the first time; name, exchange and group
-- follow the newest report of the most preferred kind (tff, disaggregated, legacy).
INSERT INTO cot_markets (cftc_code, slug, aliases, name, exchange, exchange_code, market_group, report_kind, name_date)
SELECT u.code, u.slug, CASE WHEN u.aliases = '' THEN '{}'::text[] ELSE string_to_array(u.aliases, ',') END,
       u.name, u.exchange, u.exchange_code, u.grp, u.kind, u.name_date::date
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
  AS u(code, slug, aliases, name, exchange, exchange_code, grp, kind, name_date)
ON CONFLICT (cftc_code) DO UPDATE SET
  aliases = EXCLUDED.aliases,
  name = CASE WHEN cot_kind_rank(EXCLUDED.report_kind) < cot_kind_rank(cot_markets.report_kind)
      OR (EXCLUDED.report_kind = cot_markets.report_kind AND EXCLUDED.name_date >= cot_markets.name_date)
    THEN EXCLUDED.name ELSE cot_markets.name END,
  exchange = CASE WHEN cot_kind_rank(EXCLUDED.report_kind) < cot_kind_rank(cot_markets.report_kind)
      OR (EXCLUDED.report_kind = cot_markets.report_kind AND EXCLUDED.name_date >= cot_markets.name_date)
    THEN EXCLUDED.exchange ELSE cot_markets.exchange END,
  exchange_code = CASE WHEN cot_kind_rank(EXCLUDED.report_kind) < cot_kind_rank(cot_markets.report_kind)
      OR (EXCLUDED.report_kind = cot_markets.report_kind AND EXCLUDED.name_date >= cot_markets.name_date)
    THEN EXCLUDED.exchange_code ELSE cot_markets.exchange_code END,
  market_group = CASE WHEN cot_kind_rank(EXCLUDED.report_kind) < cot_kind_rank(cot_markets.report_kind)
      OR (EXCLUDED.report_kind = cot_markets.report_kind AND EXCLUDED.name_date >= cot_markets.name_date)
    THEN EXCLUDED.market_group ELSE cot_markets.market_group END,
  name_date = CASE WHEN cot_kind_rank(EXCLUDED.report_kind) < cot_kind_rank(cot_markets.report_kind)
      OR (EXCLUDED.report_kind = cot_markets.report_kind AND EXCLUDED.name_date >= cot_markets.name_date)
    THEN EXCLUDED.name_date ELSE cot_markets.name_date END,
  report_kind = CASE WHEN cot_kind_rank(EXCLUDED.report_kind) < cot_kind_rank(cot_markets.report_kind)
    THEN EXCLUDED.report_kind ELSE cot_markets.report_kind END
