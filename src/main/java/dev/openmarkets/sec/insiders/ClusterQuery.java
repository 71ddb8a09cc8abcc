package dev.openmarkets.sec.insiders;

import dev.openmarkets.util.Symbols;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Objects;

/**
 * The parameters of /insiders/clusters. The window is the {@code days} calendar days ending on
 * asOf, both ends included: days=30 on 2026-11-30 covers 2026-11-01..2026-11-30. Range checks
 * against the spec (days up to 365, minInsiders 2..20, limit up to 500) belong to the HTTP layer;
 * here only nonsense is refused. ticker is an optional filter, any spelling (brk.b).
 */
public record ClusterQuery(LocalDate asOf, int days, int minInsiders, BigDecimal minUsd, String ticker,
    int limit) {

  public ClusterQuery {
    Objects.requireNonNull(asOf, "asOf");
    if (days < 1 || minInsiders < 1 || limit < 1) {
      throw new IllegalArgumentException("days, minInsiders and limit must be at least 1");
    }
    minUsd = minUsd == null ? BigDecimal.ZERO : minUsd;
    ticker = Symbols.normalize(ticker);
  }

  /** The spec's defaults: 30 days, 3 insiders, no minimum value, no ticker, 100 rows. */
  public static ClusterQuery defaults(LocalDate asOf) {
    return new ClusterQuery(asOf, 30, 3, BigDecimal.ZERO, null, 100);
  }

  public LocalDate firstDay() {
    return asOf.minusDays(days - 1L);
  }

  public boolean covers(LocalDate txDate) {
    return !txDate.isBefore(firstDay()) && !txDate.isAfter(asOf);
  }
}
