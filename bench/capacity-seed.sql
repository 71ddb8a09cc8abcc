-- Bench-only synthetic data for bench/capacity.sh (never used by the product): about :rows rows
-- (psql -v rows=N) in each table that grows with time, in the shape its upstream gives it, so that
-- bytes per row (heap, TOAST and every index, at steady state) can be measured and multiplied by a
-- year of the real cadence (docs/capacity.md). Deterministic (setseed), relative to today, loaded
-- in ingest order (time-major), indexes kept during the load (the order a poller writes in).
--
--   short_volume          1 year of weekdays x (:rows / 252) symbols (FINRA: ~11,500 a day)
--   short_interest        (:rows / 24) symbols x 24 settlements (FINRA: twice a month)
--   fails_to_deliver      (:rows / 6,000) settlement days x 6,000 CUSIPs (SEC: twice a month)
--   insider_trades        :rows transactions over the last year, ~2 per filing
--   sec_filings           :rows filings (forms 4, 144, SC 13D/G, 13F-HR) over the last year
--   liquidation_events    :rows events over the last 90 days (bench/growth-seed.sql's shape)
--   liquidation_hourly    300 (venue, contract) pairs x (:rows / 300) hours
--   open_interest_hourly  160 instruments (20 symbols x 8 venues) x (:rows / 160) hours
--   funding_history       160 instruments x (:rows / 160) 8-hour fundings
--   deribit_option_quotes 1,600 instruments (BTC, ETH) x (:rows / 1,600) 15-minute snapshots,
--                         in daily partitions (V21)
--   prediction_prices     1,000 markets x (:rows / 1,000) 15-minute snapshots, monthly partitions
-- With -v year=1 (YEAR=1 bench/capacity.sh) the five largest tables are left to capacity-year.sql,
-- which seeds a whole year of them.
\set ON_ERROR_STOP on
SET synchronous_commit = off;
SELECT setseed(0.30);

\if :{?year}
\else
INSERT INTO short_volume (trade_date, symbol, short_volume, short_exempt_volume, total_volume, market)
SELECT day, symbol, round(total * share), round(total * share * exempt), total, 'B,Q,N'
FROM (
  SELECT d::date AS day, 'C' || lpad(i::text, 5, '0') AS symbol,
         round(10000 * exp(random() * ln(1100)))::numeric AS total,
         (0.15 + 0.6 * random())::numeric AS share, (0.02 * random())::numeric AS exempt
  FROM generate_series(current_date - 365, current_date - 1, interval '1 day') d,
       LATERAL generate_series(1, :rows / 252 + 0 * extract(day FROM d)::int) i
  WHERE extract(isodow FROM d) < 6
) g;

\endif
INSERT INTO short_interest (settlement_date, symbol, issue_name, market_class, short_qty, previous_short_qty,
                            avg_daily_vol, days_to_cover, change_pct, revision_flag)
SELECT s, 'C' || lpad(i::text, 5, '0'), 'Company ' || i || ' Inc. Common Stock', 'NMS',
       q, round(q * (0.8 + 0.4 * random())), v, round(q / v, 2), round((100 * (random() - 0.5))::numeric, 2), NULL
FROM generate_series(1, 24) k
CROSS JOIN LATERAL (SELECT (current_date - 365 + 15 * k)::date AS s) sd
CROSS JOIN LATERAL generate_series(1, :rows / 24 + 0 * k) i
CROSS JOIN LATERAL (SELECT round(1000 * exp(random() * ln(100000)))::numeric AS q,
                           round(1000 * exp(random() * ln(10000)) + 0 * i)::numeric AS v) n;

INSERT INTO fails_to_deliver (settlement_date, cusip, symbol, quantity, description, price)
SELECT d::date, lpad(to_hex(100000 + i), 8, '0') || '1', 'C' || lpad(i::text, 5, '0'),
       round(100 * exp(random() * ln(100000))), 'COMPANY ' || i || ' INC COM', round((1 + 200 * random())::numeric, 2)
FROM generate_series(current_date - 1 - (:rows / 6000) * 7 / 5, current_date - 1, interval '1 day') d,
     LATERAL generate_series(1, 6000 + 0 * extract(day FROM d)::int) i
WHERE extract(isodow FROM d) < 6;

INSERT INTO sec_filings (accession_no, form_type, cik, company, date_filed, accepted_at, path)
SELECT format('%s-%s-%s', lpad((1000000 + g % 90000)::text, 10, '0'), 26, lpad((g / 90000)::text, 6, '0')),
       (ARRAY['4', '4', '4', '4', '4', '4', '144', 'SC 13G', 'SC 13D', '13F-HR'])[1 + g % 10],
       (1000000 + g % 90000)::text, 'Company ' || (g % 90000) || ' Inc', day, day + interval '16 hours',
       format('edgar/data/%s/%s-%s-%s.txt', 1000000 + g % 90000, lpad((1000000 + g % 90000)::text, 10, '0'), 26, lpad((g / 90000)::text, 6, '0'))
FROM generate_series(1, :rows) g
CROSS JOIN LATERAL (SELECT (current_date - 365 + (365 * g / :rows))::date AS day) d;

INSERT INTO insider_trades (accession_no, tx_index, filed_at, document_date, is_amendment, ticker, company, issuer_cik,
                            insider_cik, insider_name, insider_title, security_title, tx_date, tx_code, is_open_market,
                            acquired_disposed, shares, price_per_share, value_usd, shares_owned_after, direct_or_indirect,
                            known_at)
SELECT format('%s-26-%s', lpad((1000000 + f % 4000)::text, 10, '0'), lpad((f / 4000)::text, 6, '0')), t,
       day + interval '17 hours', day - 2, false, 'C' || lpad((f % 4000)::text, 5, '0'), 'Company ' || (f % 4000) || ' Inc',
       (1000000 + f % 4000)::text, (2000000 + f % 30000)::text, 'Insider Person ' || (f % 30000), 'Director',
       'Common Stock', day - 2, code, code IN ('P', 'S'), CASE code WHEN 'P' THEN 'A' WHEN 'A' THEN 'A' ELSE 'D' END,
       sh, px, sh * px, round(sh * (5 + 50 * random())), 'D', day + interval '17 hours'
FROM generate_series(1, :rows / 2) f
CROSS JOIN LATERAL (SELECT (current_date - 365 + (365 * f / (:rows / 2)))::date AS day) d
CROSS JOIN LATERAL generate_series(1, 2 + 0 * f) t
CROSS JOIN LATERAL (SELECT (ARRAY['S', 'S', 'S', 'M', 'A', 'F', 'P', 'G'])[1 + floor(random() * 8 + 0 * t)::int] AS code,
                           round(100 * exp(random() * ln(1000)) + 0 * t)::numeric AS sh,
                           round((5 + 300 * random() + 0 * t)::numeric, 2) AS px) v;

\if :{?year}
\else
INSERT INTO liquidation_events (event_key, exchange, raw_symbol, base_asset, quote_asset, side, price, qty, usd_value, ts)
SELECT 'cap-' || lpad(g::text, 9, '0'), e.exchange,
       CASE e.exchange WHEN 'okx' THEN a.base || '-' || q.quote || '-SWAP' WHEN 'gate' THEN a.base || '_' || q.quote
         ELSE a.base || '-' || q.quote END,
       a.base, q.quote, CASE WHEN random() < 0.5 THEN 'long' ELSE 'short' END,
       round((1 + random() * 100)::numeric, 4), round((1 + random() * 1000)::numeric, 3),
       round((100 * exp(random() * ln(100000)))::numeric, 2),
       now() - interval '90 days' * (1 - g::float8 / :rows)
FROM generate_series(1, :rows) g
CROSS JOIN LATERAL (SELECT 'A' || lpad(least(300, floor(exp(random() * ln(300)) + 0 * g))::text, 3, '0') AS base) a
CROSS JOIN LATERAL (SELECT (ARRAY['okx', 'gate', 'htx'])[1 + floor(random() * 3 + 0 * g)::int] AS exchange) e
CROSS JOIN LATERAL (SELECT CASE WHEN random() < 0.9 + 0 * g THEN 'USDT' ELSE 'USDC' END AS quote) q;

INSERT INTO liquidation_hourly (hour, exchange, symbol, base_asset, quote_asset, long_usd, short_usd, count, max_single_usd)
SELECT date_trunc('hour', now()) - interval '1 hour' * (:rows / 300 - h), e, 'A' || lpad((p % 100 + 1)::text, 3, '0') || '-USDT-SWAP',
       'A' || lpad((p % 100 + 1)::text, 3, '0'), 'USDT', l, s, 1 + floor(random() * 40), greatest(l, s) * 0.4
FROM generate_series(1, :rows / 300) h
CROSS JOIN LATERAL generate_series(0, 299 + 0 * h) p
CROSS JOIN LATERAL (SELECT (ARRAY['okx', 'gate', 'htx'])[1 + p / 100] AS e,
                           round((100 * exp(random() * ln(100000)) + 0 * p)::numeric, 2) AS l,
                           round((100 * exp(random() * ln(100000)) + 0 * p)::numeric, 2) AS s) v;

\endif
-- 20 symbols x 8 venues; the slugs of the default crypto.symbols where they exist
INSERT INTO open_interest_hourly (exchange, instrument, slug, ts, open_interest, open_interest_value, long_short_ratio, top_trader_ratio)
SELECT v, upper(s) || 'USDT', s, date_trunc('hour', now()) - interval '1 hour' * (:rows / 160 - h),
       round((1e6 * random())::numeric, 3), round((1e9 * random())::numeric, 2), round((0.5 + random())::numeric, 4),
       round((0.5 + random())::numeric, 4)
FROM generate_series(1, :rows / 160) h
CROSS JOIN unnest(ARRAY['binance', 'bybit', 'okx', 'bitget', 'gate', 'htx', 'mexc', 'hyperliquid']) v
CROSS JOIN unnest(ARRAY['btc', 'eth', 'sol', 'xrp', 'doge', 'bnb', 'ada', 'avax', 'link', 'ton', 'sui', 'ltc', 'dot', 'trx',
                        'bch', 'near', 'apt', 'arb', 'op', 'pepe']) s;

INSERT INTO crypto_symbols (slug, base_asset, rank)
SELECT s, upper(s), r
FROM unnest(ARRAY['btc', 'eth', 'sol', 'xrp', 'doge', 'bnb', 'ada', 'avax', 'link', 'ton', 'sui', 'ltc', 'dot', 'trx',
                  'bch', 'near', 'apt', 'arb', 'op', 'pepe']) WITH ORDINALITY AS x(s, r)
ON CONFLICT (slug) DO NOTHING;
INSERT INTO funding_history (exchange, instrument, slug, funding_time, rate)
SELECT v, upper(s) || 'USDT', s, date_trunc('day', now()) - interval '8 hours' * (:rows / 160 - h),
       round(((random() - 0.3) * 0.001)::numeric, 8)
FROM generate_series(1, :rows / 160) h
CROSS JOIN unnest(ARRAY['binance', 'bybit', 'okx', 'bitget', 'gate', 'htx', 'mexc', 'hyperliquid']) v
CROSS JOIN unnest(ARRAY['btc', 'eth', 'sol', 'xrp', 'doge', 'bnb', 'ada', 'avax', 'link', 'ton', 'sui', 'ltc', 'dot', 'trx',
                        'bch', 'near', 'apt', 'arb', 'op', 'pepe']) s;

\if :{?year}
\else
-- partitions first (the keeper's job), so snapshots land in their day / month, not DEFAULT
SELECT om_ensure_partition('deribit_option_quotes', 'day', d)
FROM generate_series(date_trunc('day', now() - interval '15 minutes' * (:rows / 1600)), now(), interval '1 day') d;
INSERT INTO deribit_option_quotes (currency, ts, instrument, expiry, strike, option_type, open_interest, volume, mark_price,
                                   mark_iv, underlying_price)
SELECT c, t, format('%s-%s-%s-%s', c, upper(to_char(x, 'FMDDMONYY')), k, o), x, k, o,
       round((1000 * random())::numeric, 1), round((100 * random())::numeric, 1), round((0.5 * random())::numeric, 4),
       round((30 + 50 * random())::numeric, 2), CASE c WHEN 'BTC' THEN 97000 ELSE 3400 END
FROM generate_series(1, :rows / 1600) s
CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) - interval '15 minutes' * (:rows / 1600 - s) AS t) ts
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
FROM generate_series(1, 1000) m;
SELECT om_ensure_partition('prediction_prices', 'month', d)
FROM generate_series(date_trunc('month', now() - interval '15 minutes' * (:rows / 1000)), now(), interval '1 month') d;
INSERT INTO prediction_prices (market_id, ts, prices, volume_24h, volume, liquidity)
SELECT (500000 + m)::text, date_trunc('hour', now()) - interval '15 minutes' * (:rows / 1000 - s),
       jsonb_build_array(p::text, (1 - p)::text), round((1e5 * p)::numeric, 2), round((1e7 * p)::numeric, 2),
       round((1e5 * (1 - p))::numeric, 2)
FROM generate_series(1, :rows / 1000) s
CROSS JOIN LATERAL generate_series(1, 1000 + 0 * s) m
CROSS JOIN LATERAL (SELECT round((0.01 + 0.98 * random() + 0 * m)::numeric, 3) AS p) v;

\endif
INSERT INTO dataset_state (dataset, version, updated_at, row_count)
SELECT d, 1, now(), 0 FROM unnest(ARRAY['short-volume', 'short-interest', 'fails-to-deliver', 'insiders', 'liquidations-recent',
                                        'liquidations', 'open-interest', 'funding-rates', 'options', 'predictions']) d
ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now();
SET synchronous_commit = on;
VACUUM ANALYZE;
