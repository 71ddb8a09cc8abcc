-- Upsert of auction rows, every column a text[] cast server-side. Status only moves forward:
-- an `announced` record never overwrites an `auctioned` one (the announced list can still name an
-- auction whose results are out, and an old upcoming file can be imported late). A field the new
-- record leaves empty keeps its stored value (Fiscal Data's upcoming rows carry no maturity).
INSERT INTO treasury_auctions AS t (cusip, auction_date, security_type, security_term, original_security_term, announcement_date, issue_date, maturity_date, status, offering_amount, high_yield, high_discount_rate, high_investment_rate, interest_rate, bid_to_cover_ratio, total_tendered, total_accepted, primary_dealer_accepted, direct_bidder_accepted, indirect_bidder_accepted, source_updated_at)
SELECT u.cusip::text, u.auction_date::date, u.security_type::text, u.security_term::text, u.original_security_term::text, u.announcement_date::date, u.issue_date::date, u.maturity_date::date, u.status::text, u.offering_amount::numeric, u.high_yield::numeric, u.high_discount_rate::numeric, u.high_investment_rate::numeric, u.interest_rate::numeric, u.bid_to_cover_ratio::numeric, u.total_tendered::numeric, u.total_accepted::numeric, u.primary_dealer_accepted::numeric, u.direct_bidder_accepted::numeric, u.indirect_bidder_accepted::numeric, u.source_updated_at::timestamp
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[], $18::text[], $19::text[], $20::text[], $21::text[])
  AS u(cusip, auction_date, security_type, security_term, original_security_term, announcement_date, issue_date, maturity_date, status, offering_amount, high_yield, high_discount_rate, high_investment_rate, interest_rate, bid_to_cover_ratio, total_tendered, total_accepted, primary_dealer_accepted, direct_bidder_accepted, indirect_bidder_accepted, source_updated_at)
ON CONFLICT (cusip, auction_date) DO UPDATE SET
  security_type = EXCLUDED.security_type,
  security_term = COALESCE(EXCLUDED.security_term, t.security_term),
  original_security_term = COALESCE(EXCLUDED.original_security_term, t.original_security_term),
  announcement_date = COALESCE(EXCLUDED.announcement_date, t.announcement_date),
  issue_date = COALESCE(EXCLUDED.issue_date, t.issue_date),
  maturity_date = COALESCE(EXCLUDED.maturity_date, t.maturity_date),
  status = EXCLUDED.status,
  offering_amount = COALESCE(EXCLUDED.offering_amount, t.offering_amount),
  high_yield = COALESCE(EXCLUDED.high_yield, t.high_yield),
  high_discount_rate = COALESCE(EXCLUDED.high_discount_rate, t.high_discount_rate),
  high_investment_rate = COALESCE(EXCLUDED.high_investment_rate, t.high_investment_rate),
  interest_rate = COALESCE(EXCLUDED.interest_rate, t.interest_rate),
  bid_to_cover_ratio = COALESCE(EXCLUDED.bid_to_cover_ratio, t.bid_to_cover_ratio),
  total_tendered = COALESCE(EXCLUDED.total_tendered, t.total_tendered),
  total_accepted = COALESCE(EXCLUDED.total_accepted, t.total_accepted),
  primary_dealer_accepted = COALESCE(EXCLUDED.primary_dealer_accepted, t.primary_dealer_accepted),
  direct_bidder_accepted = COALESCE(EXCLUDED.direct_bidder_accepted, t.direct_bidder_accepted),
  indirect_bidder_accepted = COALESCE(EXCLUDED.indirect_bidder_accepted, t.indirect_bidder_accepted),
  source_updated_at = COALESCE(EXCLUDED.source_updated_at, t.source_updated_at)
WHERE NOT (t.status = 'auctioned' AND EXCLUDED.status = 'announced')
  AND (t.security_type, t.security_term, t.original_security_term, t.announcement_date, t.issue_date, t.maturity_date, t.status, t.offering_amount, t.high_yield, t.high_discount_rate, t.high_investment_rate, t.interest_rate, t.bid_to_cover_ratio, t.total_tendered, t.total_accepted, t.primary_dealer_accepted, t.direct_bidder_accepted, t.indirect_bidder_accepted, t.source_updated_at)
    IS DISTINCT FROM (EXCLUDED.security_type, COALESCE(EXCLUDED.security_term, t.security_term), COALESCE(EXCLUDED.original_security_term, t.original_security_term), COALESCE(EXCLUDED.announcement_date, t.announcement_date), COALESCE(EXCLUDED.issue_date, t.issue_date), COALESCE(EXCLUDED.maturity_date, t.maturity_date), EXCLUDED.status, COALESCE(EXCLUDED.offering_amount, t.offering_amount), COALESCE(EXCLUDED.high_yield, t.high_yield), COALESCE(EXCLUDED.high_discount_rate, t.high_discount_rate), COALESCE(EXCLUDED.high_investment_rate, t.high_investment_rate), COALESCE(EXCLUDED.interest_rate, t.interest_rate), COALESCE(EXCLUDED.bid_to_cover_ratio, t.bid_to_cover_ratio), COALESCE(EXCLUDED.total_tendered, t.total_tendered), COALESCE(EXCLUDED.total_accepted, t.total_accepted), COALESCE(EXCLUDED.primary_dealer_accepted, t.primary_dealer_accepted), COALESCE(EXCLUDED.direct_bidder_accepted, t.direct_bidder_accepted), COALESCE(EXCLUDED.indirect_bidder_accepted, t.indirect_bidder_accepted), COALESCE(EXCLUDED.source_updated_at, t.source_updated_at))
RETURNING (xmax = 0) AS inserted
