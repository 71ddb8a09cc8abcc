-- The sentiment of assets $3.. at every hour from $1 to $2, for the 24h and 7d windows, from
-- stored data only (what the service holds when it runs: SentimentCompute stores the rows as a
-- version known from then); hours with no layer at all are left out. Scores are rounded to 4
-- places and the composite is taken over the rounded layer scores. Columns as text, in
-- sentiment_history's order, for the versioned writer.
-- $3 slugs, $4 names, $5 classes, $6 funding slugs, $7 COT slugs, $8 COT signs (1 or -1),
-- $9 whether Fear & Greed is shown. The institutional layer of an hour before the market's newest
-- COT report (cot_latest) is the one stored for that hour, if any.
WITH a AS (
  SELECT * FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::boolean[])
    AS a(slug, name, asset_class, funding_slug, cot_slug, cot_sign, fear_greed)
), w AS (
  SELECT * FROM (VALUES ('24h', interval '24 hours'), ('7d', interval '7 days')) AS w(name, span)
), hours AS (
  SELECT generate_series(date_trunc('hour', $1::timestamptz), date_trunc('hour', $2::timestamptz),
                         interval '1 hour') AS ts
), news AS (
  -- article-weighted mean tone of the buckets in the window; the plain mean without counts
  SELECT h.ts, a.slug, w.name AS time_window,
         coalesce(sum(n.tone * n.article_count) FILTER (WHERE n.article_count > 0)
                    / nullif(sum(n.article_count) FILTER (WHERE n.tone IS NOT NULL AND n.article_count > 0), 0),
                  avg(n.tone)) AS tone,
         sum(n.article_count) AS article_count
  FROM hours h CROSS JOIN a CROSS JOIN w
  LEFT JOIN news_tone n ON n.slug = a.slug AND n.ts > h.ts - w.span AND n.ts <= h.ts
  GROUP BY h.ts, a.slug, w.name
), crowd AS (
  -- 8-hour buckets of the last 30 days: each venue's mean 8-hour-equivalent rate in the bucket,
  -- averaged over venues; the newest bucket's place among them is the percentile
  SELECT h.ts, a.slug, c.current AS funding_rate,
         CASE WHEN c.n >= 2 AND c.newest > h.ts - interval '24 hours' THEN c.le::numeric / c.n END AS percentile
  FROM hours h CROSS JOIN a
  CROSS JOIN LATERAL (
    SELECT max(x.cur) AS current, max(x.bucket) AS newest, count(*) AS n, count(*) FILTER (WHERE x.rate <= x.cur) AS le
    FROM (SELECT bb.bucket, bb.rate, first_value(bb.rate) OVER (ORDER BY bb.bucket DESC) AS cur
          FROM (SELECT v.bucket, avg(v.venue_rate) AS rate
                FROM (SELECT f.exchange,
                             to_timestamp(floor(extract(epoch FROM f.funding_time) / 28800) * 28800) AS bucket,
                             avg(f.rate * 8 / coalesce(s.funding_interval_hours, 8)) AS venue_rate
                      FROM funding_history f
                      LEFT JOIN funding_snapshot s ON s.exchange = f.exchange AND s.instrument = f.instrument
                      WHERE f.slug = a.funding_slug AND f.funding_time > h.ts - interval '30 days'
                        AND f.funding_time <= h.ts
                      GROUP BY f.exchange, 2) v
                GROUP BY v.bucket) bb) x
  ) c
  WHERE a.funding_slug IS NOT NULL
), layers AS (
  SELECT n.ts, n.slug, n.time_window, a.name, a.asset_class,
         -- greatest and least skip nulls: without tone there is no score, not +1
         CASE WHEN n.tone IS NOT NULL THEN round(greatest(-1, least(1, n.tone / 10)), 4) END AS news_score, round(n.tone, 4) AS tone, n.article_count,
         round(2 * c.percentile - 1, 4) AS crowd_score,
         CASE WHEN c.percentile IS NOT NULL THEN trim_scale(round(c.funding_rate, 10)) END AS funding_rate,
         round(c.percentile, 4) AS percentile_30d,
         -- cot_latest holds only each market's newest report: an hour before it keeps what was stored
         CASE WHEN i.slug IS NOT NULL THEN round(a.cot_sign * (i.cot_index - 50) / 50, 4)
              ELSE o.institutional_score END AS institutional_score,
         CASE WHEN i.slug IS NOT NULL THEN i.cot_index ELSE o.cot_index END AS cot_index,
         CASE WHEN i.slug IS NOT NULL THEN i.report_date ELSE o.report_date END AS report_date,
         CASE WHEN a.fear_greed THEN
           (SELECT g.value FROM fear_greed g
            WHERE g.date <= (n.ts AT TIME ZONE 'UTC')::date AND g.date > (n.ts AT TIME ZONE 'UTC')::date - 2
            ORDER BY g.date DESC LIMIT 1) END AS fear_greed
  FROM news n
  JOIN a ON a.slug = n.slug
  LEFT JOIN crowd c ON c.slug = n.slug AND c.ts = n.ts
  LEFT JOIN cot_latest i ON i.slug = a.cot_slug AND i.report_date <= (n.ts AT TIME ZONE 'UTC')::date
                        AND i.cot_index IS NOT NULL
  LEFT JOIN sentiment_history o ON o.slug = n.slug AND o.time_window = n.time_window AND o.ts = n.ts
                                AND o.superseded_at IS NULL
), scored AS (
  SELECT l.*,
         round((0.5 * coalesce(l.news_score, 0) + 0.25 * coalesce(l.crowd_score, 0)
                + 0.25 * coalesce(l.institutional_score, 0))
               / nullif(CASE WHEN l.news_score IS NULL THEN 0 ELSE 0.5 END
                        + CASE WHEN l.crowd_score IS NULL THEN 0 ELSE 0.25 END
                        + CASE WHEN l.institutional_score IS NULL THEN 0 ELSE 0.25 END, 0), 4) AS composite
  FROM layers l
)
SELECT s.slug, s.time_window, s.ts::text, s.name, s.asset_class, s.composite::text,
       CASE WHEN s.composite > 0.25 THEN 'bullish' WHEN s.composite < -0.25 THEN 'bearish'
            WHEN s.composite IS NOT NULL THEN 'neutral' END,
       s.news_score::text, s.tone::text, s.article_count::text, s.crowd_score::text, s.funding_rate::text,
       s.percentile_30d::text, s.institutional_score::text, s.cot_index::text, s.report_date::text,
       s.fear_greed::text
FROM scored s
WHERE s.composite IS NOT NULL
