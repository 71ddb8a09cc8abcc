package dev.openmarkets.sec.funds;

import java.math.BigDecimal;

/**
 * One infoTable row of a 13F information table. valueUsd is in whole dollars whatever unit the
 * filing used; sshPrnamtType is SH (shares) or PRN (principal amount); putCall is null for a
 * plain position.
 */
public record ThirteenFHolding(String nameOfIssuer, String titleOfClass, String cusip,
    BigDecimal valueUsd, BigDecimal sshPrnamt, String sshPrnamtType, String putCall,
    String investmentDiscretion) {
}
