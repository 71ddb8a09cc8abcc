package dev.openmarkets.shortsale;

import java.math.BigDecimal;
import java.util.List;

/**
 * A parsed SEC fails-to-deliver file: its rows and what its two trailer lines claim. The claims
 * are kept, not enforced, because a trimmed copy keeps the full file's trailer.
 */
public record FailsToDeliverFile(List<FailsToDeliverRow> rows, long trailerRecordCount,
    BigDecimal trailerTotalQuantity) {

  public FailsToDeliverFile {
    rows = List.copyOf(rows);
  }

  /** True when the rows present add up to what the trailer says. */
  public boolean matchesTrailer() {
    BigDecimal total = rows.stream().map(FailsToDeliverRow::quantity)
        .reduce(BigDecimal.ZERO, BigDecimal::add);
    return rows.size() == trailerRecordCount && total.compareTo(trailerTotalQuantity) == 0;
  }
}
