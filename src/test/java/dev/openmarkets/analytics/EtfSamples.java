package dev.openmarkets.analytics;

/**
 * Issuer holdings files and a Kraken OHLC answer written by hand from the formats as we know
 * them (no real capture of any of them exists in the shared fixtures): an iShares holdings CSV
 * with its preamble, an ARK 21Shares holdings CSV, and Kraken's {"error":[],"result":{...}}.
 */
final class EtfSamples {
  private EtfSamples() {
  }

  static String ishares(String asOf, String quantity) {
    return """
        iShares Bitcoin Trust ETF
        Fund Holdings as of,"%s"
        Inception Date,"Jan 11, 2024"
        Shares Outstanding,"1,000,000,000.00"
        \u00a0
        Ticker,Name,Sector,Asset Class,Market Value,Weight (%%),Notional Value,Quantity,Price,Location,Exchange,Currency,FX Rate,Market Currency,Accrual Date
        "BTC","BITCOIN","-","Cryptocurrency","70,000,000,000.00","99.99","70,000,000,000.00","%s","-","-","-","USD","1.00","USD","-"
        "USD","USD CASH","Cash and/or Derivatives","Cash","1,234.56","0.01","1,234.56","1,234.56","100.00","United States","-","USD","1.00","USD","-"
        \u00a0
        "The content contained herein is for information only."
        """.formatted(asOf, quantity);
  }

  static String ark(String date, String shares) {
    return """
        date,fund,company,ticker,cusip,shares,"market value ($)","weight (%%)"
        %s,ARKB,BITCOIN,BTC,,"%s","$4,000,000,000.00",100.00%%
        """.formatted(date, shares);
  }

  /** XBTUSD daily candles 2026-11-18 .. 2026-11-20 committed, 2026-11-21 still open. */
  static String krakenOhlc() {
    return """
        {"error":[],"result":{"XXBTZUSD":[
          [1794960000,"89000.0","90500.0","88000.0","89876.1","89500.2","1500.12345678",41000],
          [1795046400,"89876.1","92500.0","89000.0","92210.0","91000.5","1600.5",42000],
          [1795132800,"92210.0","93500.0","91000.0","93050.5","92500.1","1700.25",43000],
          [1795219200,"93050.5","99999.0","93000.0","99999.0","95000.0","10.0",100]
        ],"last":1795132800}}
        """;
  }
}
