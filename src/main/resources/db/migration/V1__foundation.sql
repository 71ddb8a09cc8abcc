-- Bookkeeping shared by every dataset.

-- One row per dataset: a version bumped by every ingest commit that changed rows (drives ETags
-- and the response cache), the commit time of that change (the envelope's updatedAt), and a
-- maintained row count so /stats never counts big tables.
CREATE TABLE dataset_state (
  dataset    text PRIMARY KEY,
  version    bigint NOT NULL DEFAULT 0,
  updated_at timestamptz,
  row_count  bigint NOT NULL DEFAULT 0
);

-- Every upstream file offered to a writer, loaded or rejected, with what it did.
CREATE TABLE ingest_files (
  id         bigserial PRIMARY KEY,
  source     text NOT NULL,
  dataset    text NOT NULL,
  name       text NOT NULL,
  file_date  date,
  sha256     text NOT NULL,
  status     text NOT NULL CHECK (status IN ('loaded', 'rejected')),
  rows_total integer NOT NULL DEFAULT 0,
  inserted   integer NOT NULL DEFAULT 0,
  updated    integer NOT NULL DEFAULT 0,
  unchanged  integer NOT NULL DEFAULT 0,
  deleted    integer NOT NULL DEFAULT 0,
  reason     text,
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ingest_files_source_date ON ingest_files (source, status, file_date DESC);

-- The last outcome of each poller, for /stats.
CREATE TABLE poll_status (
  poller               text PRIMARY KEY,
  last_run_at          timestamptz,
  last_ok_at           timestamptz,
  last_outcome         text,
  last_error           text,
  last_error_at        timestamptz,
  consecutive_failures integer NOT NULL DEFAULT 0,
  files_loaded         integer NOT NULL DEFAULT 0,
  rows_written         bigint NOT NULL DEFAULT 0,
  next_run_at          timestamptz
);

-- API keys, stored only as SHA-256 hashes; the prefix identifies a key in `keys list/revoke`.
CREATE TABLE api_keys (
  id         bigserial PRIMARY KEY,
  prefix     text NOT NULL UNIQUE,
  key_hash   text NOT NULL UNIQUE,
  label      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);

-- ISO 8601 UTC text ("2026-11-20T21:00:00Z") for timestamps rendered outside the typed row path.
CREATE FUNCTION iso_utc(t timestamptz) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') $$;
