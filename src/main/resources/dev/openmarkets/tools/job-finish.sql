UPDATE tool_jobs
SET status = $2, title = $3, duration = $4, chosen_format = $5, media_url = $6, media_urls = $7, formats = $8,
    error = $9, finished_at = now()
WHERE id = $1
