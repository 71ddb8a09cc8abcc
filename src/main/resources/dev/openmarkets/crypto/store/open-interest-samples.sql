-- Hourly samples taken from our own snapshots ($4: ISO instants already truncated to the hour).
INSERT INTO open_interest_hourly (exchange, instrument, slug, ts, open_interest, open_interest_value,
  long_short_ratio, top_trader_ratio)
SELECT u.ex, u.inst, u.slug, u.ts::timestamptz, u.oi::numeric, u.oiv::numeric, u.ls::numeric, u.top::numeric
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
  AS u(ex, inst, slug, ts, oi, oiv, ls, top)
ON CONFLICT (exchange, instrument, ts) DO NOTHING
