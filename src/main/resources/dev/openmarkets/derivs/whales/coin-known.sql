-- A coin Hyperliquid lists (metaAndAssetCtxs), any case.
SELECT 1 FROM hl_assets WHERE upper(coin) = upper($1::text) LIMIT 1
