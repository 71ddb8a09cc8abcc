UPDATE tool_jobs SET status = 'running', started_at = now() WHERE id = $1 AND status = 'queued'
