-- A company's current names that its submissions JSON no longer gives as current (to is null) are
-- closed where the file says they ended (their formerNames' to), else at now(), when we learned it;
-- never at or before the version's own start. Returns how many were closed.
-- $1 CIKs, $2 names, $3 their to (text; null: the current name)
WITH input AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS u(cik, value, until)
), closed AS (
  UPDATE sec_identifiers t
  SET superseded_at = greatest(t.known_at + interval '1 millisecond', least(coalesce(
      (SELECT max(i.until::timestamptz) FROM input i
       WHERE i.cik = t.cik AND i.value = t.value AND i.until::timestamptz > t.known_at), now()), now()))
  WHERE t.kind = 'name' AND t.superseded_at IS NULL AND t.cik IN (SELECT cik FROM input)
    AND NOT EXISTS (SELECT 1 FROM input i WHERE i.cik = t.cik AND i.value = t.value AND i.until IS NULL)
  RETURNING 1
)
SELECT count(*) FROM closed
