-- The bulk mirror (docs/mirror.md): the Parquet files `seed` loaded, each in the transaction that
-- loaded its rows, so a second seed skips them and an interrupted one resumes where it stopped.
CREATE TABLE mirror_seeded_files (
  sha256           text PRIMARY KEY,
  path             text NOT NULL,
  table_name       text NOT NULL,
  rows             bigint NOT NULL,
  manifest_version integer NOT NULL,
  mirror           text NOT NULL,
  loaded_at        timestamptz NOT NULL DEFAULT now()
);
