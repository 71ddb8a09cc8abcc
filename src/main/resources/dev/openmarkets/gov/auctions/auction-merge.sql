-- The versions the auction records in $1..$21 (text[], in AuctionWriter's column order) make of
-- the current rows, as text in the same order, then the record's own updatedTimestamp when it is
-- later than the current version's knownAt: a record that changes values without a later stated
-- time, or a TreasuryDirect record stated before a Fiscal Data row we stored first, is known when
-- we see it (null: first stored). Status only moves forward: an `announced` record never
-- replaces an `auctioned` one (the announced list can still name an auction whose results are out,
-- and an old upcoming file can be imported late), so such a record yields the current row
-- unchanged. A field the new record leaves empty keeps its current value (Fiscal Data's upcoming
-- rows carry no maturity). The versioned writer then stores what differs as a new version.
WITH i AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                       $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[],
                       $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[])
    AS u(cusip, auction_date, security_type, security_term, original_security_term, announcement_date, issue_date,
         maturity_date, status, offering_amount, high_yield, high_discount_rate, high_investment_rate, interest_rate,
         bid_to_cover_ratio, total_tendered, total_accepted, primary_dealer_accepted, direct_bidder_accepted,
         indirect_bidder_accepted, source_updated_at)
)
SELECT i.cusip, i.auction_date,
       CASE WHEN b.back THEN t.security_type ELSE i.security_type END,
       CASE WHEN b.back THEN t.security_term ELSE coalesce(i.security_term, t.security_term) END,
       CASE WHEN b.back THEN t.original_security_term ELSE coalesce(i.original_security_term, t.original_security_term) END,
       CASE WHEN b.back THEN t.announcement_date::text ELSE coalesce(i.announcement_date, t.announcement_date::text) END,
       CASE WHEN b.back THEN t.issue_date::text ELSE coalesce(i.issue_date, t.issue_date::text) END,
       CASE WHEN b.back THEN t.maturity_date::text ELSE coalesce(i.maturity_date, t.maturity_date::text) END,
       CASE WHEN b.back THEN t.status ELSE i.status END,
       CASE WHEN b.back THEN t.offering_amount::text ELSE coalesce(i.offering_amount, t.offering_amount::text) END,
       CASE WHEN b.back THEN t.high_yield::text ELSE coalesce(i.high_yield, t.high_yield::text) END,
       CASE WHEN b.back THEN t.high_discount_rate::text ELSE coalesce(i.high_discount_rate, t.high_discount_rate::text) END,
       CASE WHEN b.back THEN t.high_investment_rate::text ELSE coalesce(i.high_investment_rate, t.high_investment_rate::text) END,
       CASE WHEN b.back THEN t.interest_rate::text ELSE coalesce(i.interest_rate, t.interest_rate::text) END,
       CASE WHEN b.back THEN t.bid_to_cover_ratio::text ELSE coalesce(i.bid_to_cover_ratio, t.bid_to_cover_ratio::text) END,
       CASE WHEN b.back THEN t.total_tendered::text ELSE coalesce(i.total_tendered, t.total_tendered::text) END,
       CASE WHEN b.back THEN t.total_accepted::text ELSE coalesce(i.total_accepted, t.total_accepted::text) END,
       CASE WHEN b.back THEN t.primary_dealer_accepted::text
            ELSE coalesce(i.primary_dealer_accepted, t.primary_dealer_accepted::text) END,
       CASE WHEN b.back THEN t.direct_bidder_accepted::text
            ELSE coalesce(i.direct_bidder_accepted, t.direct_bidder_accepted::text) END,
       CASE WHEN b.back THEN t.indirect_bidder_accepted::text
            ELSE coalesce(i.indirect_bidder_accepted, t.indirect_bidder_accepted::text) END,
       CASE WHEN b.back THEN t.source_updated_at::text ELSE coalesce(i.source_updated_at, t.source_updated_at::text) END,
       CASE WHEN t.known_at IS NULL
              OR (i.source_updated_at::timestamp AT TIME ZONE 'America/New_York') > t.known_at
            THEN i.source_updated_at END
FROM i
LEFT JOIN treasury_auctions t
  ON t.cusip = i.cusip AND t.auction_date = i.auction_date::date AND t.superseded_at IS NULL
CROSS JOIN LATERAL (SELECT coalesce(t.status = 'auctioned' AND i.status = 'announced', false) AS back) b
