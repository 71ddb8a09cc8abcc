package dev.openmarkets.analytics.etf;

import java.math.BigDecimal;
import java.time.LocalDate;

/** The close of a coin's completed UTC daily candle at one exchange. */
public record DailyClose(String asset, LocalDate date, BigDecimal close, String source) {
}
