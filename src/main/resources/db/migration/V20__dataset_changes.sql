-- The changes stream (GET /api/markets/changes): one row per dataset version bump, written in the
-- transaction of the commit that made it (ingest/VersionBumps). position is the stream's event
-- id: the same on every node, and kept across restarts. Bumps take a transaction-level advisory
-- lock before they take a position, so positions become visible in position order (a reader that
-- has seen position N has seen every committed position below it). keys: the accession numbers
-- of the SEC filings the commit loaded, null elsewhere. Kept 7 days (push/ChangesRetention).
CREATE TABLE dataset_changes (
  position   bigserial PRIMARY KEY,
  dataset    text NOT NULL,
  version    bigint NOT NULL,
  updated_at timestamptz NOT NULL,
  rows_added bigint NOT NULL,
  keys       text[]
);
CREATE INDEX dataset_changes_updated ON dataset_changes (updated_at);
