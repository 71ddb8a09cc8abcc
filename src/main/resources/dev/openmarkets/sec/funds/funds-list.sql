-- The tracked managers in their configured order: slugs $1, names $2, managers $3, CIKs $4, links $5.
SELECT f.slug, f.name, f.manager, f.cik, f.url
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS f(slug, name, manager, cik, url, n)
ORDER BY f.n
LIMIT $6
