SELECT 1 FROM crypto_symbols WHERE slug = $1
