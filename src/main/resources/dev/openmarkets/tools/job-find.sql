SELECT id::text, platform, url, format, status, title, duration, chosen_format, media_url, media_urls, formats, error,
       created_at, started_at, finished_at, expires_at
FROM tool_jobs
WHERE id = $1 AND key_prefix = $2 AND expires_at > now()
