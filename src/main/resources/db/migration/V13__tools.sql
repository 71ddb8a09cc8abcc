-- Video extraction jobs of the tools area (dev.openmarkets.tools): one row per POST, readable
-- by the key that made it until expires_at (24 hours), then swept. Active rows (queued, running)
-- before their deadline are the key's slots, counted under an advisory lock so the per-key limit
-- holds across every node.
CREATE TABLE tool_jobs (
  id            uuid PRIMARY KEY,
  key_prefix    text NOT NULL,
  platform      text NOT NULL,
  url           text NOT NULL,
  format        text NOT NULL,
  status        text NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'timed_out')),
  title         text,
  duration      double precision,
  chosen_format jsonb,
  media_url     text,
  media_urls    jsonb NOT NULL DEFAULT '[]',
  formats       jsonb NOT NULL DEFAULT '[]',
  error         text,
  node          text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  started_at    timestamptz,
  finished_at   timestamptz,
  deadline_at   timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);

CREATE INDEX tool_jobs_active ON tool_jobs (key_prefix, deadline_at) WHERE status IN ('queued', 'running');
CREATE INDEX tool_jobs_expires ON tool_jobs (expires_at);
