-- The head of /options/{currency}?history=dvol: the row of options-head.sql (OptionsDataset puts it
-- in place of the marker below) plus dvolHistory, the hourly DVOL closes of the 30 days up to the
-- latest candle over by the moment asked ($asOf), oldest first.
WITH dv AS (
  SELECT ts FROM deribit_dvol WHERE currency = $1 AND ts <= $asOf::timestamptz - interval '1 hour'
  ORDER BY ts DESC LIMIT 1
)
SELECT head.*,
  (SELECT coalesce(jsonb_agg(jsonb_build_object(
      'ts', to_char(h.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'dvol', h.close) ORDER BY h.ts), '[]'::jsonb)
    FROM deribit_dvol h JOIN dv ON h.ts > dv.ts - interval '30 days' AND h.ts <= dv.ts WHERE h.currency = $1) AS "dvolHistory"
FROM (
/* options-head.sql */
) head
