-- Bumps each dataset in $1 (gaining $2[i] rows) and NOTIFYs its name at commit.
WITH bumped AS (
  INSERT INTO dataset_state (dataset, version, updated_at, row_count)
  SELECT d.name, 1, now(), d.added FROM unnest($1::text[], $2::bigint[]) AS d(name, added)
  ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1, updated_at = now(),
    row_count = greatest(0, dataset_state.row_count + EXCLUDED.row_count)
  RETURNING dataset
)
SELECT pg_notify('dataset_changed', dataset) FROM bumped
