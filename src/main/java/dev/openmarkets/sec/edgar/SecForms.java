package dev.openmarkets.sec.edgar;

import java.util.Locale;
import java.util.Set;

/** The EDGAR form types this family reads, as the indexes and submissions JSON write them, and where each goes. */
public final class SecForms {
  /** Schedules 13D/G are "SC 13D" until December 2024 and "SCHEDULE 13D" since the XML schedules. */
  public static final Set<String> WANTED = Set.of("4", "4/A", "144", "144/A",
      "SC 13D", "SC 13D/A", "SC 13G", "SC 13G/A", "SCHEDULE 13D", "SCHEDULE 13D/A", "SCHEDULE 13G", "SCHEDULE 13G/A",
      "13F-HR", "13F-HR/A");

  private SecForms() {
  }

  /** The import dataset whose document kind reads this form type, or null for other forms. */
  public static String datasetOf(String formType) {
    String f = formType == null ? "" : formType.strip().toUpperCase(Locale.ROOT);
    if (!WANTED.contains(f)) {
      return null;
    }
    if (f.startsWith("13F")) {
      return SecDatasetNames.FUNDS;
    }
    if (f.startsWith("144")) {
      return SecDatasetNames.PLANNED_SALES;
    }
    return f.startsWith("4") ? SecDatasetNames.INSIDERS : SecDatasetNames.LARGE_HOLDERS;
  }
}
