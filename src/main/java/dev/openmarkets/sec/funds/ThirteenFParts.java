package dev.openmarkets.sec.funds;

import java.math.BigDecimal;
import java.util.List;

/**
 * What one 13F file holds: the cover page, the information table, or both (a full .txt
 * submission). Values stay as reported; valueFactor (1000 or 1, from the cover) turns them into
 * dollars when the cover is known. cover and holdings are null when the file lacks that part.
 */
public record ThirteenFParts(ThirteenFCover cover, BigDecimal valueFactor, List<ThirteenFHolding> holdings) {
}
