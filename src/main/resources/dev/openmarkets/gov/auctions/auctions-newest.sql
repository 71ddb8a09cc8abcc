-- Auctions of the kinds in $1, term $2 (either the term or the original term of a reopening),
-- auction dates in [$3, $4], as known at $asOf; newest auction first.
SELECT cusip, security_type, security_term, auction_date, issue_date, maturity_date, status,
       offering_amount::text, high_yield::text, high_discount_rate::text, high_investment_rate::text,
       interest_rate::text, bid_to_cover_ratio::text, total_tendered::text, total_accepted::text,
       primary_dealer_accepted::text, direct_bidder_accepted::text, indirect_bidder_accepted::text, known_at
FROM treasury_auctions
WHERE known_at <= $asOf AND (superseded_at IS NULL OR superseded_at > $asOf)
  AND security_type = ANY($1::text[])
  AND ($2::text IS NULL OR lower(security_term) = lower($2) OR lower(original_security_term) = lower($2))
  AND auction_date BETWEEN $3 AND $4
ORDER BY auction_date DESC, cusip
LIMIT $5
