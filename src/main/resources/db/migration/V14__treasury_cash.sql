-- The Treasury General Account's closing balance from the Daily Treasury Statement (Fiscal Data,
-- operating cash balance), millions of USD as published: fed-liquidity fills its weekly TGA from
-- it when FRED's WTREGEN has no value in that week.
CREATE TABLE treasury_cash_balance (
  record_date date PRIMARY KEY,
  tga_closing numeric NOT NULL
);
