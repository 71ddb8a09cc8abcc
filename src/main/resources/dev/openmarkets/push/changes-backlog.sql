-- What a reconnecting subscriber missed: changes after $1 up to $2 of the datasets $3 (null: all),
-- newest first, at most $4 (the bound + 1, so the caller sees that older ones were left out).
SELECT position, dataset, version, updated_at, rows_added, keys, revised
FROM dataset_changes
WHERE position > $1 AND position <= $2 AND ($3::text[] IS NULL OR dataset = ANY($3))
ORDER BY position DESC
LIMIT $4
