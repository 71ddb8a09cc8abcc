package dev.openmarkets.analytics.sentiment;

import java.time.LocalDate;

/** The crypto Fear & Greed index of one UTC day (0 extreme fear, 100 extreme greed). */
public record FearGreedRow(LocalDate date, int value, String classification) {
}
