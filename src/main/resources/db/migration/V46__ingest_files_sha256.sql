-- An import asks whether its bytes replay an older load that a later one corrected (ingest/Replays:
-- dataset and sha256 of loaded files). ingest_files grows with every file every poller loads
-- (each SEC filing is one), so without this index each imported file scanned the whole table:
-- a backfill of thousands of files paid that scan thousands of times.
CREATE INDEX ingest_files_dataset_sha256 ON ingest_files (dataset, sha256) WHERE status = 'loaded';
