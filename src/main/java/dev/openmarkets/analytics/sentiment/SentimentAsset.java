package dev.openmarkets.analytics.sentiment;

/**
 * An asset scored for sentiment: its slug, name and class; the GDELT query for its news tone;
 * the crypto symbol whose funding history is its crowd layer (null outside crypto); the COT
 * market (slug or alias) of its institutional layer, with cotInverse for pairs quoted against
 * the future's currency (USDJPY against yen futures); and whether the Fear & Greed index is
 * shown beside it.
 */
public record SentimentAsset(String slug, String name, String assetClass, String query, String fundingSlug,
    String cotMarket, boolean cotInverse, boolean fearGreed) {
}
