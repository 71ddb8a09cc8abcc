-- The newest signal of each configured asset ($3, in configuration order) for window $2,
-- filtered by asset class $1; at most $4; each hour's version computed by $asOf. A missing layer
-- is null. The objects travel as JSON text so their numbers keep PostgreSQL's digits.
SELECT json_build_object('slug', s.slug, 'name', s.name, 'assetClass', s.asset_class)::text AS asset,
       s.composite, s.label, s.ts,
       CASE WHEN s.news_score IS NOT NULL THEN
         json_build_object('score', s.news_score, 'tone', s.tone, 'articleCount', s.article_count)::text END AS news,
       CASE WHEN s.crowd_score IS NOT NULL THEN
         json_build_object('score', s.crowd_score, 'fundingRate', s.funding_rate::text,
                           'percentile30d', s.percentile_30d)::text END AS crowd,
       CASE WHEN s.institutional_score IS NOT NULL THEN
         json_build_object('score', s.institutional_score, 'cotIndex', s.cot_index,
                           'reportDate', s.report_date)::text END AS institutional,
       s.known_at
FROM (SELECT DISTINCT ON (slug) *
      FROM sentiment_history
      WHERE time_window = $2 AND ($1::text IS NULL OR asset_class = $1) AND slug = ANY($3::text[])
        AND known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
      ORDER BY slug, ts DESC) s
ORDER BY array_position($3::text[], s.slug)
LIMIT $4
