package dev.openmarkets.analytics;

/**
 * Small Gamma /events answers written by hand from the documented format (outcomes and
 * outcomePrices as JSON strings, market volume and liquidity as strings, volume24hr a number,
 * tags carrying the categories). Not real captures: those are in the shared fixtures.
 */
final class GammaSamples {
  private GammaSamples() {
  }

  static String events(String btcYes, String fedYes, String fedNo) {
    return """
        [{"id": "501", "slug": "btc-150k", "title": "Bitcoin above 150k?", "active": true, "closed": false,
          "tags": [{"id": "21", "label": "Crypto", "slug": "crypto"}, {"id": "1312", "label": "Crypto Prices", "slug": "crypto-prices"}],
          "markets": [{"id": "9001", "slug": "will-btc-top-150k", "question": "Will Bitcoin top $150k in 2026?",
            "outcomes": "[\\"Yes\\", \\"No\\"]", "outcomePrices": "[\\"%s\\", \\"0.5\\"]",
            "volume": "1000.10", "volume24hr": 250.5, "liquidity": "300.000", "endDate": "2026-12-31T12:00:00Z",
            "closed": false}]},
         {"id": "502", "slug": "fed-dec", "title": "Fed in December", "active": true, "closed": false,
          "tags": [{"id": "120", "label": "Finance", "slug": "finance"}, {"id": "9", "label": "Fed Rates", "slug": "fed-rates"}],
          "markets": [{"id": "9002", "slug": "fed-cut-dec", "question": "Will the Fed cut in December?",
            "outcomes": "[\\"Yes\\", \\"No\\"]", "outcomePrices": "[\\"%s\\", \\"%s\\"]",
            "volume": "5000", "volume24hr": 900, "liquidity": "10", "endDate": "2026-12-10T19:00:00Z", "closed": false},
           {"id": "9003", "slug": "fed-hike-dec", "question": "Will the Fed hike in December?",
            "outcomes": "[\\"Yes\\", \\"No\\"]", "volume": "20", "volume24hr": 0, "endDate": "2026-12-10T19:00:00Z",
            "closed": false}]}]
        """.formatted(btcYes, fedYes, fedNo);
  }
}
