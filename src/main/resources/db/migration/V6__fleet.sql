-- Which node of the fleet runs each poller and stream (dev.openmarkets.ingest.poll.Leadership):
-- taken when free or expired, renewed by its holder, released on a graceful stop.
CREATE TABLE poller_leases (
  poller      text PRIMARY KEY,
  node        text NOT NULL,
  host        text NOT NULL,
  pid         bigint NOT NULL,
  acquired_at timestamptz NOT NULL,
  renewed_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
