-- The quotes of a currency's newest option snapshot taken by a moment (as_of; infinity for the
-- latest), for options-head.sql and options-expiries.sql (issue 37, "Cost"; bench/RESULTS.md).
--
-- Why a function: as prepared statements, those queries named deribit_option_quotes three times, and
-- PostgreSQL compares a generic plan (every daily partition, pruned only when it runs) with custom
-- plans by estimated cost, so it kept planning each execution anew: 5.6 ms of planning for 1 ms of
-- work at the 34 partitions of 30 days kept, growing with them (options went from 18 ms at 1M rows to
-- 45 ms at a year through the API). plan_cache_mode on a PL/pgSQL function applies to its queries
-- only (as V17/V19's liquidations_recent_by_symbol): planned once per connection, pruned at run time.
--
-- The newest snapshot is looked for in the last two days first (one or two partitions), in the older
-- ones only when there is none; the two ranges split ts <= as_of at least(as_of, now()) - 2 days, so
-- together they cover it whatever the clock says (RecentFirstLookupTest).
CREATE FUNCTION option_snapshot_at(cur text, as_of timestamptz)
  RETURNS TABLE (ts timestamptz, expiry date, strike numeric, option_type text, open_interest numeric,
                 volume numeric)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  newest timestamptz;
BEGIN
  newest := (SELECT max(o.ts) FROM deribit_option_quotes o
             WHERE o.currency = cur AND o.ts <= as_of AND o.ts > least(as_of, now()) - interval '2 days');
  IF newest IS NULL THEN
    newest := (SELECT max(o.ts) FROM deribit_option_quotes o
               WHERE o.currency = cur AND o.ts <= least(as_of, now()) - interval '2 days');
  END IF;
  RETURN QUERY
  SELECT o.ts, o.expiry, o.strike, o.option_type, o.open_interest, o.volume
  FROM deribit_option_quotes o
  WHERE o.currency = cur AND o.ts = newest;
END
$$;
