-- The government family: Treasury auctions, federal contract actions with the recipient-to-ticker
-- match, and the economic release calendar. Amounts are numeric so the agencies' digits survive.

-- One auction of a CUSIP on a date (reopenings auction the same CUSIP again). security_type is the
-- kind clients filter on (Bill, CMB, Note, Bond, TIPS, FRN); results stay null while announced.
CREATE TABLE treasury_auctions (
  cusip                    text NOT NULL,
  auction_date             date NOT NULL,
  security_type            text NOT NULL,
  security_term            text,
  original_security_term   text,
  announcement_date        date,
  issue_date               date,
  maturity_date            date,
  status                   text NOT NULL CHECK (status IN ('announced', 'auctioned')),
  offering_amount          numeric,
  high_yield               numeric,
  high_discount_rate       numeric,
  high_investment_rate     numeric,
  interest_rate            numeric,
  bid_to_cover_ratio       numeric,
  total_tendered           numeric,
  total_accepted           numeric,
  primary_dealer_accepted  numeric,
  direct_bidder_accepted   numeric,
  indirect_bidder_accepted numeric,
  source_updated_at        timestamp,
  PRIMARY KEY (cusip, auction_date)
);
CREATE INDEX treasury_auctions_type_date ON treasury_auctions (security_type, auction_date DESC);
CREATE INDEX treasury_auctions_announced ON treasury_auctions (auction_date) WHERE status = 'announced';
