-- The tracked managers in their configured order: slugs $1, names $2, managers $3, CIKs $4, links $5.
-- The list is configuration; knownAt (last) is when the manager's latest quarter reported by the
-- moment ($asOf; infinity: now) was complete. A manager with no 13F known then has been in that
-- state since the earliest moment the dataset answers (its floor, min(known_at) of the holdings),
-- which is never after asOf: an earlier asOf is a 400.
SELECT f.slug, f.name, f.manager, f.cik, f.url,
       coalesce((SELECT max(r.known_at) FROM thirteenf_report_parts_at($asOf) r
                 WHERE r.cik = f.cik
                   AND r.period_of_report = (SELECT max(x.period_of_report) FROM thirteenf_report_parts_at($asOf) x
                                             WHERE x.cik = f.cik)),
                (SELECT min(h.known_at) FROM thirteenf_holdings h))
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS f(slug, name, manager, cik, url, n)
ORDER BY f.n
LIMIT $6
