package dev.openmarkets.sec.facts;

import dev.openmarkets.dataset.PointInTime;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A company's financials as they were known after each of its filings (docs/point-in-time.md §2,
 * company facts vintages): a company facts file lists every filing that reported each fact, so
 * the financials are built again from the facts filed on or before each distinct filed date D, and
 * every row (quarter, fiscal year, company) that differs from the one built for the date before is
 * a version known from the end of D in New York (a date without a time). Derived fourth quarters
 * are so computed from the quarters and years as filed then. A row that a later date no longer
 * yields ends at that date (a close).
 *
 * @param quarters every version of every quarter, in filed order
 * @param quarterEnds for a quarter the latest build no longer yields: its last version, dated when
 *     the first build without it was
 * @param companies every version of the company row (name and latest balance sheet)
 */
public record FinancialsVintages(List<Dated<Quarter>> quarters, List<Dated<Quarter>> quarterEnds,
    List<Dated<FiscalYear>> years, List<Dated<FiscalYear>> yearEnds, List<Dated<CompanyFinancials>> companies) {

  public static final FinancialsVintages NONE = new FinancialsVintages(List.of(), List.of(), List.of(), List.of(),
      List.of());

  /** The latest financials of the facts, with their vintages. */
  public static CompanyFinancials build(CompanyFacts facts) {
    TreeSet<LocalDate> dates = new TreeSet<>();
    facts.byConcept().values().forEach(list -> list.forEach(f -> dates.add(f.filed())));
    Series<Quarter> quarters = new Series<>(q -> q.frame());
    Series<FiscalYear> years = new Series<>(y -> String.valueOf(y.fiscalYear()));
    Series<CompanyFinancials> company = new Series<>(c -> c.cik());
    CompanyFinancials latest = null;
    for (LocalDate d : dates) {
      latest = FinancialsBuilder.build(facts.filedBy(d));
      Instant at = PointInTime.endOfDay(d).toInstant();
      quarters.next(latest.quarters(), at);
      years.next(latest.years(), at);
      company.next(List.of(new CompanyFinancials(latest.cik(), latest.entityName(), latest.latest(), List.of(),
          List.of(), null)), at);
    }
    if (latest == null) {
      return FinancialsBuilder.build(facts);
    }
    FinancialsVintages v = new FinancialsVintages(quarters.versions, quarters.ends(), years.versions, years.ends(),
        company.versions);
    return new CompanyFinancials(latest.cik(), latest.entityName(), latest.latest(), latest.quarters(),
        latest.years(), latest.crypto(), v);
  }

  /** The versions of one kind of row, by key, as the builds of successive dates yield them. */
  private static final class Series<T> {
    private final Function<T, String> key;
    private final Map<String, T> current = new LinkedHashMap<>();
    /** key -> when the first build without it was (the key is absent from the current state) */
    private final Map<String, Dated<T>> gone = new HashMap<>();
    private final List<Dated<T>> versions = new ArrayList<>();

    Series(Function<T, String> key) {
      this.key = key;
    }

    void next(List<T> rows, Instant at) {
      Map<String, T> now = new LinkedHashMap<>();
      rows.forEach(r -> now.put(key.apply(r), r));
      for (Map.Entry<String, T> e : now.entrySet()) {
        if (!e.getValue().equals(current.get(e.getKey()))) {
          versions.add(new Dated<>(e.getValue(), at));
        }
        gone.remove(e.getKey());
      }
      for (Map.Entry<String, T> e : current.entrySet()) {
        if (!now.containsKey(e.getKey())) {
          gone.put(e.getKey(), new Dated<>(e.getValue(), at));
        }
      }
      // a key that comes back after a gap is a new version (the gap itself is not kept)
      current.keySet().retainAll(now.keySet());
      current.putAll(now);
      gone.keySet().removeAll(now.keySet());
    }

    List<Dated<T>> ends() {
      return new ArrayList<>(gone.values());
    }
  }
}
