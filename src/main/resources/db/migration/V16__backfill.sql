-- What `backfill` has asked each upstream, so an interrupted run started again skips it: one row
-- per request that got an answer to keep (loaded, rejected, or absent upstream). Kept in the
-- database rather than under the data dir so that every node of a fleet and --db-url share it.
CREATE TABLE backfill_requests (
  upstream text NOT NULL,
  name     text NOT NULL,
  outcome  text NOT NULL CHECK (outcome IN ('loaded', 'rejected', 'absent')),
  at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upstream, name)
);
