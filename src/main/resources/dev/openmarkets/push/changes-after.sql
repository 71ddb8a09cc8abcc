-- The dataset changes after a position ($1), in position order, for the node's one read per bump.
SELECT position, dataset, version, updated_at, rows_added, keys, revised
FROM dataset_changes
WHERE position > $1
ORDER BY position
LIMIT $2
