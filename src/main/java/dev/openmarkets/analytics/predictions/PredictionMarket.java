package dev.openmarkets.analytics.predictions;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * One Polymarket market as a Gamma file describes it, with the snapshot time the file stands for
 * (null when its name carries none: then it updates the market but adds no history point).
 * prices are the outcome prices as Polymarket printed them; null when the market has none yet.
 */
public record PredictionMarket(String id, String slug, String question, String category, List<String> tags,
    String eventId, String eventTitle, List<String> outcomes, List<String> prices, BigDecimal volume24h,
    BigDecimal volume, BigDecimal liquidity, Instant endDate, boolean closed, Instant snapshotAt) {
}
