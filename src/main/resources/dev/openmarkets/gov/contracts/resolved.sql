-- Contract actions dated $3 or later with their resolved ticker. A configured override ($1 keys:
-- 'uei:<UEI>' or a company name; $2 tickers, null meaning "not listed") wins, by parent UEI, then
-- recipient UEI, then name; otherwise the automatic match of the parent's name (from the recipient
-- profile), else of the recipient's own name. An award-level row (award search) is left out once
-- transactions of its award are stored. Everything as known at $asOf: the versions of the actions
-- and profiles in force then, the matches made by then (a match is made once, from the SEC names
-- known when its name first came, and never changed: matched_at is when it became known).
-- row_known_at: the latest of the action's, its profile's and its match's knownAt.
WITH ov AS (
  SELECT CASE WHEN o.k ILIKE 'uei:%' THEN 'UEI:' || upper(btrim(substr(o.k, 5))) ELSE gov_name_key(o.k) END AS key,
         o.t AS ticker
  FROM unnest($1::text[], $2::text[]) AS o(k, t)
),
resolved AS (
  SELECT a.*, COALESCE(r.parent_key, a.recipient_key) AS name_key,
         COALESCE(r.parent_name, a.recipient_name) AS parent_name,
         CASE WHEN o.hit THEN o.ticker ELSE m.ticker END AS ticker,
         CASE WHEN o.hit THEN 'override' WHEN m.ticker IS NOT NULL THEN 'sec-name' END AS method,
         CASE WHEN o.hit THEN NULL ELSE m.sec_title END AS sec_title,
         CASE WHEN o.hit THEN NULL ELSE m.cik END AS cik,
         greatest(a.known_at, r.known_at, m.matched_at) AS row_known_at
  FROM federal_contract_actions a
  LEFT JOIN contract_recipients r ON r.uei = a.recipient_uei
    AND r.known_at <= $asOf AND (r.superseded_at IS NULL OR r.superseded_at > $asOf)
  LEFT JOIN contract_ticker_matches m ON m.name_key = COALESCE(r.parent_key, a.recipient_key) AND m.matched_at <= $asOf
  LEFT JOIN LATERAL (
    SELECT true AS hit, ov.ticker FROM ov
    WHERE ov.key IN ('UEI:' || r.parent_uei, 'UEI:' || a.recipient_uei, COALESCE(r.parent_key, a.recipient_key))
    ORDER BY (ov.key = 'UEI:' || r.parent_uei) IS TRUE DESC, (ov.key = 'UEI:' || a.recipient_uei) IS TRUE DESC
    LIMIT 1
  ) o ON true
  WHERE a.action_date >= $3
    AND a.known_at <= $asOf AND (a.superseded_at IS NULL OR a.superseded_at > $asOf)
    AND NOT (a.award_level AND EXISTS (SELECT 1 FROM federal_contract_actions t
                                       WHERE t.generated_id = a.generated_id AND NOT t.award_level
                                         AND t.known_at <= $asOf AND (t.superseded_at IS NULL OR t.superseded_at > $asOf)))
)
