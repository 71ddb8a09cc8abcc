package dev.openmarkets.derivs.whales;

import java.math.BigDecimal;
import java.time.Instant;

/** One Hyperliquid perpetual from metaAndAssetCtxs: its universe entry and asset context. */
public record HlAsset(String coin, Integer szDecimals, Integer maxLeverage, BigDecimal markPx, BigDecimal oraclePx,
    BigDecimal funding, BigDecimal openInterest, BigDecimal dayNtlVlm, Instant ts) {
}
