package dev.openmarkets.sec.filings.store;

import java.util.Locale;
import java.util.Set;

/** The EDGAR form types this family reads, as indexes write them, and which dataset reads each. */
public final class FilingForms {
  public static final Set<String> EVENTS = Set.of("8-K", "8-K/A");
  public static final Set<String> STRUCTURED = Set.of("424B2", "FWP");
  public static final Set<String> FORM_D = Set.of("D", "D/A");
  public static final Set<String> REGISTRATIONS = Set.of("S-1", "S-1/A", "F-1", "F-1/A", "424B4", "RW", "EFFECT");
  /** Forms whose document the filings poller fetches. */
  public static final Set<String> DOCUMENTS;
  public static final Set<String> ALL;

  static {
    java.util.Set<String> d = new java.util.HashSet<>(EVENTS);
    d.addAll(FORM_D);
    d.addAll(STRUCTURED);
    DOCUMENTS = Set.copyOf(d);
    d.addAll(REGISTRATIONS);
    ALL = Set.copyOf(d);
  }

  private FilingForms() {
  }

  public static String normal(String form) {
    return form == null ? "" : form.strip().toUpperCase(Locale.ROOT);
  }
}
