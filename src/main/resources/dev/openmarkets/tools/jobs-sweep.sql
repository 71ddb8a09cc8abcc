WITH expired AS (
  DELETE FROM tool_jobs WHERE expires_at <= now() RETURNING id
), lost AS (
  -- the node running these stopped before finishing them: their deadline (time limit and grace) has passed
  UPDATE tool_jobs
  SET status = 'failed', error = 'The node running this job stopped before it finished.', finished_at = now()
  WHERE status IN ('queued', 'running') AND deadline_at < now() - interval '30 seconds'
  RETURNING id
)
SELECT (SELECT count(*) FROM expired) AS expired, (SELECT count(*) FROM lost) AS lost
