SELECT pg_advisory_xact_lock(hashtextextended('tool_jobs:' || $1, 0))
