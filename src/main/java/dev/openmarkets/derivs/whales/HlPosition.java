package dev.openmarkets.derivs.whales;

import java.math.BigDecimal;

/**
 * One perpetual position of a Hyperliquid account as clearinghouseState reports it: size signed
 * (negative = short), values in USD, exactly as sent.
 */
public record HlPosition(String coin, BigDecimal size, BigDecimal entryPx, BigDecimal positionValue,
    BigDecimal unrealizedPnl, String leverageType, BigDecimal leverage, BigDecimal liquidationPx,
    BigDecimal marginUsed) {
}
