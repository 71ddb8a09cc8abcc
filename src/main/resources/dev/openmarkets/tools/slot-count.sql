SELECT count(*) AS active,
       ceil(extract(epoch FROM min(deadline_at) - now()))::bigint AS first_free_in
FROM tool_jobs
WHERE key_prefix = $1 AND status IN ('queued', 'running') AND deadline_at > now()
