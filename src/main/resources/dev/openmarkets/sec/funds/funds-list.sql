-- The tracked managers in their configured order: slugs $1, names $2, managers $3, CIKs $4, links $5.
-- The list is configuration; knownAt (last) is when the manager's latest quarter reported by the
-- moment ($asOf; infinity: now) was complete, null for a manager with no 13F known then.
SELECT f.slug, f.name, f.manager, f.cik, f.url,
       (SELECT max(r.known_at) FROM thirteenf_report_parts_at($asOf) r
        WHERE r.cik = f.cik
          AND r.period_of_report = (SELECT max(x.period_of_report) FROM thirteenf_report_parts_at($asOf) x
                                    WHERE x.cik = f.cik))
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS f(slug, name, manager, cik, url, n)
ORDER BY f.n
LIMIT $6
