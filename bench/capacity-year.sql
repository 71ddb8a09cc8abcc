-- Bench-only synthetic data for `YEAR=1 bench/capacity.sh` (never used by the product): a whole
-- year of the largest tables at their upstream's cadence, as much as the table keeps of it, so that
-- disk is measured, not extrapolated, and queries run over a year's rows. Same shapes as
-- capacity-seed.sql (which, with -v year=1, leaves these five tables to this file). Deterministic
-- (setseed), relative to now, time-major, indexes in place (the order the writers insert in),
-- partitions made first (the keepers' job) so that rows land in their own, not in DEFAULT.
--
--   liquidation_events    :liq_per_day events a day x the 90 days LiquidationRetention keeps
--                         (weekly partitions, V22); the arrival rate is an assumption (no rate is
--                         recorded anywhere: docs/capacity.md)
--   liquidation_hourly    300 (venue, contract) pairs x 8,760 hours (kept for ever)
--   deribit_option_quotes 1,600 instruments every 15 minutes x the 30 days kept (daily partitions)
--   prediction_prices     :markets markets every 15 minutes x 365 days (monthly partitions, kept)
--   short_volume          11,500 symbols x the 261 weekdays of a year (FINRA's daily file; it has
--                         252 trading days, so 3.5 % more rows than a real year)
\set ON_ERROR_STOP on
SET synchronous_commit = off;
SELECT setseed(0.31);

SELECT om_ensure_partition('liquidation_events', 'week', w)
FROM generate_series(now() - interval '90 days', now() + interval '7 days', interval '1 week') w;
INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty, usd_value, ts)
SELECT 'cap-' || lpad(g::text, 10, '0'), e.exchange,
       CASE e.exchange WHEN 'okx' THEN a.base || '-' || q.quote || '-SWAP' WHEN 'gate' THEN a.base || '_' || q.quote
         ELSE a.base || '-' || q.quote END,
       a.base, q.quote, CASE WHEN random() < 0.5 THEN 'long' ELSE 'short' END,
       round((1 + random() * 100)::numeric, 4), round((1 + random() * 1000)::numeric, 3),
       round((100 * exp(random() * ln(100000)))::numeric, 2),
       now() - interval '90 days' * (1 - g::float8 / (90 * :liq_per_day))
FROM generate_series(1, 90 * :liq_per_day) g
CROSS JOIN LATERAL (SELECT 'A' || lpad(least(300, floor(exp(random() * ln(300)) + 0 * g))::text, 3, '0') AS base) a
CROSS JOIN LATERAL (SELECT (ARRAY['okx', 'gate', 'htx'])[1 + floor(random() * 3 + 0 * g)::int] AS exchange) e
CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.9 + 0 * g THEN 'USDT' ELSE 'USDC' END AS quote) q;

INSERT INTO liquidation_hourly (hour, exchange, symbol, base_asset, quote_asset, long_usd, short_usd, count, max_single_usd)
SELECT date_trunc('hour', now()) - interval '1 hour' * (8760 - h), e, 'A' || lpad((p % 100 + 1)::text, 3, '0') || '-USDT-SWAP',
       'A' || lpad((p % 100 + 1)::text, 3, '0'), 'USDT', l, s, 1 + floor(random() * 40), greatest(l, s) * 0.4
FROM generate_series(1, 8760) h
CROSS JOIN LATERAL generate_series(0, 299 + 0 * h) p
CROSS JOIN LATERAL (SELECT (ARRAY['okx', 'gate', 'htx'])[1 + p / 100] AS e,
                           round((100 * exp(random() * ln(100000)) + 0 * p)::numeric, 2) AS l,
                           round((100 * exp(random() * ln(100000)) + 0 * p)::numeric, 2) AS s) v;

SELECT om_ensure_partition('deribit_option_quotes', 'day', d)
FROM generate_series(date_trunc('hour', now()) - interval '30 days', now(), interval '1 day') d;
INSERT INTO deribit_option_quotes (currency, ts, instrument, expiry, strike, option_type, open_interest, volume, mark_price,
                                   mark_iv, underlying_price)
SELECT c, t, format('%s-%s-%s-%s', c, upper(to_char(x, 'FMDDMONYY')), k, o), x, k, o,
       round((1000 * random())::numeric, 1), round((100 * random())::numeric, 1), round((0.5 * random())::numeric, 4),
       round((30 + 50 * random())::numeric, 2), CASE c WHEN 'BTC' THEN 97000 ELSE 3400 END
FROM generate_series(1, 30 * 96) s
CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) - interval '15 minutes' * (30 * 96 - s) AS t) ts
CROSS JOIN LATERAL generate_series(0, 1599 + 0 * s) i
CROSS JOIN LATERAL (SELECT CASE WHEN i < 1000 THEN 'BTC' ELSE 'ETH' END AS c,
                           (current_date + 7 * (1 + i / 2 % 20))::date AS x,
                           CASE WHEN i < 1000 THEN 40000 + 2000 * (i / 40) ELSE 1000 + 200 * ((i - 1000) / 40) END AS k,
                           CASE WHEN i % 2 = 0 THEN 'C' ELSE 'P' END AS o) q;

INSERT INTO prediction_markets (id, slug, question, category, tags, event_id, event_title, outcomes, prices, volume_24h,
                                volume, liquidity, end_date, closed, seen_at)
SELECT (500000 + m)::text, 'will-thing-' || m || '-happen-by-december', 'Will thing ' || m || ' happen by December 31?',
       'Politics', '["politics", "elections"]', (90000 + m / 2)::text, 'Event ' || (m / 2), '["Yes", "No"]',
       '["0.5", "0.5"]', round((1e5 * random())::numeric, 2), round((1e7 * random())::numeric, 2),
       round((1e5 * random())::numeric, 2), now() + interval '60 days', false, now()
FROM generate_series(1, :markets) m;
SELECT om_ensure_partition('prediction_prices', 'month', d)
FROM generate_series(date_trunc('month', now() - interval '365 days'), now(), interval '1 month') d;
INSERT INTO prediction_prices (market_id, ts, prices, volume_24h, volume, liquidity)
SELECT (500000 + m)::text, date_trunc('hour', now()) - interval '15 minutes' * (365 * 96 - s),
       jsonb_build_array(p::text, (1 - p)::text), round((1e5 * p)::numeric, 2), round((1e7 * p)::numeric, 2),
       round((1e5 * (1 - p))::numeric, 2)
FROM generate_series(1, 365 * 96) s
CROSS JOIN LATERAL generate_series(1, :markets + 0 * s) m
CROSS JOIN LATERAL (SELECT round((0.01 + 0.98 * random() + 0 * m)::numeric, 3) AS p) v;

INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market)
SELECT day, symbol, round(total * share), round(total * share * exempt), total, 'B,Q,N'
FROM (
  SELECT d::date AS day, 'C' || lpad(i::text, 5, '0') AS symbol,
         round(10000 * exp(random() * ln(1100)))::numeric AS total,
         (0.15 + 0.6 * random())::numeric AS share, (0.02 * random())::numeric AS exempt
  FROM generate_series(current_date - 365, current_date - 1, interval '1 day') d,
       LATERAL generate_series(1, 11500 + 0 * extract(day FROM d)::int) i
  WHERE extract(isodow FROM d) < 6
) g;

VACUUM ANALYZE liquidation_events, liquidation_hourly, deribit_option_quotes, prediction_prices, short_volume;
