package dev.openmarkets.analytics.sentiment;

/**
 * One hour of one asset's sentiment for one window as sentiment-compute.sql gives it, every value
 * as PostgreSQL prints it (exact), in sentiment_history's column order.
 */
record SentimentRow(String slug, String timeWindow, String ts, String name, String assetClass, String composite,
    String label, String newsScore, String tone, String articleCount, String crowdScore, String fundingRate,
    String percentile30d, String institutionalScore, String cotIndex, String reportDate, String fearGreed) {
}
