package dev.openmarkets.shortsale;

import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * One line of a FINRA equity short interest file (shrtYYYYMMDD.csv, pipe-delimited). Numbers keep
 * the file's digits; changePct is the file's changePercent, or computed from the previous
 * quantity (scale 2) when the file leaves it empty.
 */
public record ShortInterestRow(LocalDate settlementDate, String symbol, String issueName,
    String marketClass, BigDecimal shortQty, BigDecimal previousShortQty, BigDecimal avgDailyVol,
    BigDecimal daysToCover, BigDecimal changePct, String revisionFlag) {
}
