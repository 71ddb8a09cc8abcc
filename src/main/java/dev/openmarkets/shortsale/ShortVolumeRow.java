package dev.openmarkets.shortsale;

import java.math.BigDecimal;
import java.time.LocalDate;

/** One line of a FINRA daily short sale volume file (CNMSshvolYYYYMMDD.txt). Volumes may be fractional. */
public record ShortVolumeRow(LocalDate date, String symbol, BigDecimal shortVolume,
    BigDecimal shortExemptVolume, BigDecimal totalVolume, String market) {
}
