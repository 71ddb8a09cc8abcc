package dev.openmarkets.dataset;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;

/** A rule across several parameters; returns the 400 detail, or null when the request is fine. */
@FunctionalInterface
public interface Check {
  String violation(Params params);

  /** from must not come after to (dates, or date-times by their UTC day). */
  static Check fromNotAfterTo(Param<?> fromParam, Param<?> toParam) {
    return p -> {
      LocalDate from = p.date(fromParam);
      LocalDate to = p.date(toParam);
      return from != null && to != null && from.isAfter(to)
          ? "Parameter 'from' (" + from + ") is after 'to' (" + to + ")." : null;
    };
  }

  /** from..to may span at most maxDays days. */
  static Check maxSpanDays(Param<?> fromParam, Param<?> toParam, int maxDays) {
    return p -> {
      LocalDate from = p.date(fromParam);
      LocalDate to = p.date(toParam);
      return from != null && to != null && ChronoUnit.DAYS.between(from, to) > maxDays
          ? "The window from " + from + " to " + to + " is longer than " + maxDays + " days." : null;
    };
  }
}
