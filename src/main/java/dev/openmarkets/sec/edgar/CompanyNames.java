package dev.openmarkets.sec.edgar;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** The names a company's submissions JSON states, each with its interval. */
final class CompanyNames {
  private CompanyNames() {
  }

  /**
   * Its formerNames as they are, and its current name from where the latest former name ended
   * (EDGAR states no start for the current name; without former names: none, first stored).
   */
  static List<CompanyName> of(CompanySubmissions s) {
    List<CompanyName> out = new ArrayList<>();
    Instant since = null;
    for (FormerName f : s.formerNames()) {
      out.add(new CompanyName(s.cik(), f.name(), f.from(), f.to()));
      since = since == null || f.to().isAfter(since) ? f.to() : since;
    }
    out.add(new CompanyName(s.cik(), s.name(), since, null));
    return out;
  }
}
