package dev.openmarkets.derivs.options;

import java.math.BigDecimal;
import java.time.Instant;

/** Deribit's index price of a currency (USD) at a snapshot time. */
public record IndexPrice(String currency, Instant ts, BigDecimal indexPrice, BigDecimal estimatedDeliveryPrice) {
}
