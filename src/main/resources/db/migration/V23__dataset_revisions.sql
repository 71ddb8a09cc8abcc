-- Point in time (issue 37, docs/point-in-time.md §4): the log of revised values. Written by
-- ingest/VersionedUpsert in the transaction of the load that revised them: one row per value
-- column that changed when a key's current version was replaced (its version_no > 1), and one row
-- per value column with new = NULL when a version was closed without a successor (a symbol a
-- corrected list no longer names). A key's first version is not logged: it is the dataset's row.
--   id         order of writing (ties of known_at)
--   tbl        the versioned table ('short_interest'); the revisions route asks by table
--   key        the row's key, columns in camelCase: {"symbol": "AA", "settlementDate": "2021-07-15"}
--   field      the changed column as the API names it (camelCase unless the writer maps it)
--   previous   the closed version's value as PostgreSQL prints it (column::text); NULL: it was NULL
--   new        the new version's value, printed the same way; NULL: NULL, or closed (see version_no)
--   known_at   the new version's known_at = the closed version's superseded_at
--   version_no the new version's number (2, 3, ...); for a close, the number of the version closed
--   stored_at  when this service wrote it (transaction time)
--   file_id    ingest_files.id of the load (source = ingest_files.source || '/' || name); NULL
--              outside the writer verticle
CREATE TABLE dataset_revisions (
  id         bigserial PRIMARY KEY,
  tbl        text NOT NULL,
  key        jsonb NOT NULL,
  field      text NOT NULL,
  previous   text,
  new        text,
  known_at   timestamptz NOT NULL,
  version_no integer NOT NULL,
  stored_at  timestamptz NOT NULL DEFAULT now(),
  file_id    bigint
);
-- GET /{dataset}/revisions?since=&until= reads one table's revisions by known_at, newest first
CREATE INDEX dataset_revisions_tbl_known ON dataset_revisions (tbl, known_at, id);

-- The changes stream's events carry how many values of the commit were revisions (§4.3):
-- ingest/VersionBumps writes the count of revised rows, 0 for commits that only added rows.
ALTER TABLE dataset_changes ADD COLUMN revised bigint NOT NULL DEFAULT 0;
