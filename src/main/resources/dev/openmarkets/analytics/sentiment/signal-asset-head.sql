-- Asset $1's newest signal for window $2 as computed by $asOf, its columns named as the JSON fields.
SELECT json_build_object('slug', s.slug, 'name', s.name, 'assetClass', s.asset_class) AS asset,
       s.composite, s.label, s.ts,
       CASE WHEN s.news_score IS NOT NULL THEN
         json_build_object('score', s.news_score, 'tone', s.tone, 'articleCount', s.article_count) END AS news,
       CASE WHEN s.crowd_score IS NOT NULL THEN
         json_build_object('score', s.crowd_score, 'fundingRate', s.funding_rate::text,
                           'percentile30d', s.percentile_30d) END AS crowd,
       CASE WHEN s.institutional_score IS NOT NULL THEN
         json_build_object('score', s.institutional_score, 'cotIndex', s.cot_index,
                           'reportDate', s.report_date) END AS institutional,
       s.fear_greed AS "fearGreed", s.known_at AS "knownAt"
FROM sentiment_history s
WHERE s.slug = $1 AND s.time_window = $2
  AND s.known_at <= $asOf AND (s.superseded_at IS NULL OR s.superseded_at > $asOf)
ORDER BY s.ts DESC
LIMIT 1
