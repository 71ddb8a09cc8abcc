package dev.openmarkets.sec.facts;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Turns a company's facts into its financials. The rules, in the order they apply:
 * <ul>
 * <li>For a figure and a period, the fact of the latest filing wins (restatements replace the
 * original), across all the figure's concepts; facts of one filing go by the concept table's order.</li>
 * <li>A quarter is a duration of 80 to 100 days, a year 350 to 380; each lands on the calendar
 * frame of its midpoint (see {@link Frames}); two periods on one frame keep the latest filing.</li>
 * <li>A fiscal year without a reported fourth quarter gets a derived one: year minus the three
 * reported quarters inside it, per figure, when all four values exist; EPS stays null.</li>
 * <li>The fiscal year number is the fy of the 10-K whose own year the period is (the period ends
 * on the latest end of the filing's durations); else the year the period ends.</li>
 * </ul>
 */
public final class FinancialsBuilder {
  private FinancialsBuilder() {
  }

  public static CompanyFinancials build(CompanyFacts facts) {
    Map<String, LocalDate> filingEnds = filingEnds(facts);
    List<Quarter> quarters = quarters(facts, filingEnds);
    List<FiscalYear> years = years(facts, filingEnds);
    return new CompanyFinancials(facts.cik(), facts.entityName(), latest(facts), quarters, years, crypto(facts));
  }

  /** Per figure and period ("start/end"), the latest filed fact among the figure's concepts. */
  static Map<String, Fact> latestByPeriod(CompanyFacts facts, Concepts.Figure fig) {
    Map<String, Fact> out = new LinkedHashMap<>();
    for (String concept : fig.concepts()) {
      Map<String, Fact> mine = new HashMap<>();
      for (Fact f : facts.facts(concept)) {
        mine.merge(f.start() + "/" + f.end(), f, (a, b) -> b.filedAfter(a) ? b : a);
      }
      // an earlier concept keeps the period unless a later filing reported this one
      mine.forEach((k, f) -> out.merge(k, f, (a, b) -> b.filedAfter(a) ? b : a));
    }
    return out;
  }

  /** Quarter facts of a figure by calendar frame. */
  static Map<String, Fact> quartersByFrame(CompanyFacts facts, Concepts.Figure fig) {
    Map<String, Fact> out = new TreeMap<>();
    for (Fact f : latestByPeriod(facts, fig).values()) {
      if (!f.instant() && Frames.isQuarter(f)) {
        out.merge(Frames.quarter(f.start(), f.end()), f, (a, b) -> b.filedAfter(a) ? b : a);
      }
    }
    return out;
  }

  static Map<String, Fact> yearsByPeriod(CompanyFacts facts, Concepts.Figure fig) {
    Map<String, Fact> out = new TreeMap<>();
    for (Map.Entry<String, Fact> e : latestByPeriod(facts, fig).entrySet()) {
      if (!e.getValue().instant() && Frames.isYear(e.getValue())) {
        out.put(e.getKey(), e.getValue());
      }
    }
    return out;
  }

  /** Per filing, the latest end of its durations: its own period (cover-page dates come later). */
  private static Map<String, LocalDate> filingEnds(CompanyFacts facts) {
    Map<String, LocalDate> out = new HashMap<>();
    for (List<Fact> list : facts.byConcept().values()) {
      for (Fact f : list) {
        if (!f.instant()) {
          out.merge(f.accn(), f.end(), (a, b) -> a.isAfter(b) ? a : b);
        }
      }
    }
    return out;
  }

  private static List<Quarter> quarters(CompanyFacts facts, Map<String, LocalDate> filingEnds) {
    Map<String, Fact> revenue = quartersByFrame(facts, Concepts.REVENUE);
    Map<String, Fact> income = quartersByFrame(facts, Concepts.NET_INCOME);
    Map<String, Fact> diluted = quartersByFrame(facts, Concepts.EPS_DILUTED);
    Map<String, Fact> basic = quartersByFrame(facts, Concepts.EPS_BASIC);
    TreeSet<String> frames = new TreeSet<>();
    frames.addAll(revenue.keySet());
    frames.addAll(income.keySet());
    frames.addAll(diluted.keySet());
    frames.addAll(basic.keySet());
    Map<String, Quarter> out = new TreeMap<>();
    for (String frame : frames) {
      Fact r = revenue.get(frame);
      Fact n = income.get(frame);
      Fact e = diluted.containsKey(frame) ? diluted.get(frame) : basic.get(frame);
      Fact period = r != null ? r : n != null ? n : e;
      Fact newest = newest(r, n, e);
      out.put(frame, new Quarter(facts.cik(), frame, period.start(), period.end(), false, val(r),
          r == null ? null : r.concept(), val(n), val(e),
          e == null ? null : diluted.containsKey(frame) ? "diluted" : "basic", newest.accn(), newest.filed()));
    }
    derivedFourthQuarters(facts, revenue, income, out);
    return new ArrayList<>(out.values());
  }

  private static void derivedFourthQuarters(CompanyFacts facts, Map<String, Fact> revenue, Map<String, Fact> income,
      Map<String, Quarter> out) {
    Map<String, Fact> yearRevenue = yearsByPeriod(facts, Concepts.REVENUE);
    Map<String, Fact> yearIncome = yearsByPeriod(facts, Concepts.NET_INCOME);
    TreeSet<String> periods = new TreeSet<>(yearRevenue.keySet());
    periods.addAll(yearIncome.keySet());
    for (String p : periods) {
      Fact yr = yearRevenue.get(p);
      Fact yi = yearIncome.get(p);
      Fact year = yr != null ? yr : yi;
      List<Fact> qr = firstThree(year, revenue);
      List<Fact> qi = firstThree(year, income);
      BigDecimal r = minus(yr, qr);
      BigDecimal n = minus(yi, qi);
      if (r == null && n == null) {
        continue;
      }
      LocalDate q3End = (qr != null ? qr : qi).get(2).end();
      LocalDate start = q3End.plusDays(1);
      String frame = Frames.quarter(start, year.end());
      if (out.containsKey(frame)) {
        continue;
      }
      List<Fact> used = new ArrayList<>();
      if (r != null) {
        used.add(yr);
        used.addAll(qr);
      }
      if (n != null) {
        used.add(yi);
        used.addAll(qi);
      }
      Fact newest = used.stream().reduce((a, b) -> b.filedAfter(a) ? b : a).orElseThrow();
      out.put(frame, new Quarter(facts.cik(), frame, start, year.end(), true, r,
          r == null ? null : yr.concept(), n, null, null, newest.accn(), newest.filed()));
    }
  }

  /**
   * The year's first three quarters, when exactly three reported quarters lie inside it, the first
   * starting with the year, each following the one before, and the last ending a quarter before
   * the year does; else null.
   */
  static List<Fact> firstThree(Fact year, Map<String, Fact> quarters) {
    if (year == null) {
      return null;
    }
    List<Fact> inside = quarters.values().stream()
        .filter(q -> !q.start().isBefore(year.start()) && !q.end().isAfter(year.end()))
        .sorted(Comparator.comparing(Fact::end)).toList();
    if (inside.size() != 3 || !inside.get(0).start().equals(year.start())) {
      return null;
    }
    for (int i = 1; i < 3; i++) {
      long gap = java.time.temporal.ChronoUnit.DAYS.between(inside.get(i - 1).end(), inside.get(i).start());
      if (gap < 0 || gap > 7) {
        return null;
      }
    }
    long left = java.time.temporal.ChronoUnit.DAYS.between(inside.get(2).end(), year.end());
    return left >= Frames.QUARTER_MIN - 1 && left <= Frames.QUARTER_MAX ? inside : null;
  }

  private static BigDecimal minus(Fact year, List<Fact> three) {
    if (year == null || three == null) {
      return null;
    }
    BigDecimal v = year.val();
    for (Fact q : three) {
      v = v.subtract(q.val());
    }
    return v;
  }

  private static List<FiscalYear> years(CompanyFacts facts, Map<String, LocalDate> filingEnds) {
    List<Map<String, Fact>> figs = List.of(yearsByPeriod(facts, Concepts.REVENUE),
        yearsByPeriod(facts, Concepts.NET_INCOME), yearsByPeriod(facts, Concepts.OPERATING_CASH_FLOW),
        yearsByPeriod(facts, Concepts.BUYBACKS), yearsByPeriod(facts, Concepts.DIVIDENDS));
    // one fiscal year may appear as two periods (a restated calendar): the later-filed figures win
    Map<LocalDate, Integer> fiscalYears = fiscalYears(facts, filingEnds);
    Map<Integer, Fact[]> byYear = new TreeMap<>();
    for (int i = 0; i < figs.size(); i++) {
      for (Fact f : figs.get(i).values()) {
        int fy = fiscalYears.getOrDefault(f.end(), f.end().getYear());
        Fact[] slot = byYear.computeIfAbsent(fy, y -> new Fact[5]);
        if (slot[i] == null || f.filedAfter(slot[i])) {
          slot[i] = f;
        }
      }
    }
    List<FiscalYear> out = new ArrayList<>();
    byYear.forEach((fy, s) -> {
      Fact period = s[0] != null ? s[0] : s[1] != null ? s[1] : java.util.Arrays.stream(s)
          .filter(java.util.Objects::nonNull).findFirst().orElseThrow();
      Fact newest = newest(s);
      out.add(new FiscalYear(facts.cik(), fy, period.start(), period.end(), Frames.year(period.start(), period.end()),
          val(s[0]), val(s[1]), val(s[2]), val(s[3]), val(s[4]), newest.accn(), newest.filed()));
    });
    return out;
  }

  /**
   * Fiscal year numbers by period end: the fy of a fiscal-year fact whose filing's own period ends
   * there (a 10-K's current year, not its comparatives).
   */
  static Map<LocalDate, Integer> fiscalYears(CompanyFacts facts, Map<String, LocalDate> filingEnds) {
    Map<LocalDate, Integer> out = new HashMap<>();
    for (List<Fact> list : facts.byConcept().values()) {
      for (Fact f : list) {
        if (f.fy() != null && "FY".equals(f.fp()) && f.end().equals(filingEnds.get(f.accn()))) {
          out.putIfAbsent(f.end(), f.fy());
        }
      }
    }
    return out;
  }

  private static BalanceSheet latest(CompanyFacts facts) {
    Map<LocalDate, Fact> cash = instants(facts, Concepts.CASH);
    Map<LocalDate, Fact> debt = instants(facts, Concepts.DEBT);
    Map<LocalDate, Fact> equity = instants(facts, Concepts.EQUITY);
    Map<LocalDate, Fact> assets = instants(facts, Concepts.ASSETS);
    LocalDate end = null;
    for (Map<LocalDate, Fact> m : List.of(assets, equity, cash, debt)) {
      for (LocalDate d : m.keySet()) {
        end = end == null || d.isAfter(end) ? d : end;
      }
    }
    Map<LocalDate, Fact> shares = instants(facts, Concepts.SHARES);
    Fact s = shares.isEmpty() ? null : shares.get(java.util.Collections.max(shares.keySet()));
    Fact c = end == null ? null : cash.get(end);
    Fact d = end == null ? null : debt.get(end);
    Fact q = end == null ? null : equity.get(end);
    Fact a = end == null ? null : assets.get(end);
    Fact newest = newest(c, d, q, a);
    return new BalanceSheet(end, val(c), val(d), val(q), val(a), newest == null ? null : newest.accn(),
        val(s), s == null ? null : s.end(), s == null ? null : s.accn());
  }

  static Map<LocalDate, Fact> instants(CompanyFacts facts, Concepts.Figure fig) {
    Map<LocalDate, Fact> out = new TreeMap<>();
    for (Fact f : latestByPeriod(facts, fig).values()) {
      if (f.instant()) {
        out.put(f.end(), f);
      }
    }
    return out;
  }

  private static CryptoHolding crypto(CompanyFacts facts) {
    Map<LocalDate, Fact> units = instants(facts, Concepts.CRYPTO_UNITS);
    Map<LocalDate, Fact> fair = instants(facts, Concepts.CRYPTO_FAIR_VALUE);
    Map<LocalDate, Fact> cost = instants(facts, Concepts.CRYPTO_COST);
    TreeSet<LocalDate> ends = new TreeSet<>(units.keySet());
    ends.addAll(fair.keySet());
    if (ends.isEmpty()) {
      return null;
    }
    LocalDate asOf = ends.last();
    Fact u = units.get(asOf);
    Fact f = fair.get(asOf);
    Fact c = cost.get(asOf);
    Fact newest = newest(u, f, c);
    return new CryptoHolding(facts.cik(), asOf, newest.accn(), newest.form(), val(u), val(f), val(c),
        UnitsCheck.reliable(u, f), "companyfacts", newest.filed());
  }

  private static Fact newest(Fact... facts) {
    Fact out = null;
    for (Fact f : facts) {
      if (f != null && (out == null || f.filedAfter(out))) {
        out = f;
      }
    }
    return out;
  }

  private static BigDecimal val(Fact f) {
    return f == null ? null : f.val();
  }
}
