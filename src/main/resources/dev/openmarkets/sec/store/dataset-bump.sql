-- A dataset that reads a table written under another dataset's name: new version, same commit.
INSERT INTO dataset_state (dataset, version, updated_at, row_count) VALUES ($1, 1, now(), $2)
ON CONFLICT (dataset) DO UPDATE SET version = dataset_state.version + 1,
  updated_at = now(), row_count = dataset_state.row_count + $2
