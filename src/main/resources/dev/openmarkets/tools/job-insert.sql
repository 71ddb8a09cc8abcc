INSERT INTO tool_jobs (id, key_prefix, platform, url, format, status, node, deadline_at, expires_at)
VALUES ($1, $2, $3, $4, $5, 'queued', $6,
        now() + make_interval(secs => $7), now() + make_interval(hours => $8))
