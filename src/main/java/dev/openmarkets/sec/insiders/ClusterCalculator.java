package dev.openmarkets.sec.insiders;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The reference computation of /insiders/clusters: companies whose open-market purchases in the
 * window come from at least minInsiders distinct buyers and add up to at least minUsd. Buyers are
 * told apart by CIK, or by their upper-cased name when a purchase has no CIK. Purchases without
 * a ticker cannot be grouped and are left out. Rows sort by insiders, then value (a missing value
 * counts as 0), both descending, then ticker ascending; buyers by value descending, then name.
 * Whatever later does this in SQL must give the same rows as this class.
 */
public final class ClusterCalculator {
  private static final int MAX_BUYERS = 5;

  private static final Comparator<ClusterRow> ROW_ORDER = Comparator
      .comparingInt(ClusterRow::insiders).reversed()
      .thenComparing(r -> orZero(r.valueUsd()), Comparator.reverseOrder())
      .thenComparing(ClusterRow::ticker);

  public List<ClusterRow> compute(Collection<InsiderPurchase> purchases, ClusterQuery q) {
    Map<String, List<InsiderPurchase>> byTicker = new TreeMap<>();
    for (InsiderPurchase p : purchases) {
      if (p.ticker() != null && q.covers(p.txDate()) && (q.ticker() == null || q.ticker().equals(p.ticker()))) {
        byTicker.computeIfAbsent(p.ticker(), k -> new ArrayList<>()).add(p);
      }
    }
    List<ClusterRow> rows = new ArrayList<>();
    for (Map.Entry<String, List<InsiderPurchase>> e : byTicker.entrySet()) {
      ClusterRow row = cluster(e.getKey(), e.getValue());
      if (row.insiders() >= q.minInsiders() && orZero(row.valueUsd()).compareTo(q.minUsd()) >= 0) {
        rows.add(row);
      }
    }
    rows.sort(ROW_ORDER);
    return rows.size() > q.limit() ? List.copyOf(rows.subList(0, q.limit())) : rows;
  }

  private static ClusterRow cluster(String ticker, List<InsiderPurchase> purchases) {
    // oldest first, so that "latest" name, title and company are simply the last seen
    purchases.sort(Comparator.comparing(InsiderPurchase::txDate)
        .thenComparing(InsiderPurchase::filedAt, Comparator.nullsFirst(Comparator.naturalOrder())));
    Map<String, BuyerTotal> buyers = new LinkedHashMap<>();
    BigDecimal value = null;
    BigDecimal shares = null;
    Instant latestFiled = null;
    String company = null;
    for (InsiderPurchase p : purchases) {
      buyers.computeIfAbsent(buyerKey(p), k -> new BuyerTotal()).add(p);
      value = plus(value, p.valueUsd());
      shares = plus(shares, p.shares());
      if (p.filedAt() != null && (latestFiled == null || p.filedAt().isAfter(latestFiled))) {
        latestFiled = p.filedAt();
      }
      if (p.company() != null) {
        company = p.company();
      }
    }
    List<ClusterBuyer> top = buyers.values().stream()
        .map(b -> new ClusterBuyer(b.name, b.title, b.value))
        .sorted(Comparator.comparing(ClusterBuyer::valueUsd, Comparator.reverseOrder())
            .thenComparing(ClusterBuyer::name, Comparator.nullsLast(Comparator.naturalOrder())))
        .limit(MAX_BUYERS)
        .toList();
    LocalDate first = purchases.get(0).txDate();
    LocalDate latest = purchases.get(purchases.size() - 1).txDate();
    return new ClusterRow(ticker, company, buyers.size(), purchases.size(), value, shares, first, latest,
        latestFiled, top);
  }

  private static String buyerKey(InsiderPurchase p) {
    if (p.insiderCik() != null) {
      return "cik:" + p.insiderCik();
    }
    String name = p.insiderName() == null ? "" : p.insiderName().strip().replaceAll("\\s+", " ");
    return "name:" + name.toUpperCase(Locale.ROOT);
  }

  private static BigDecimal plus(BigDecimal sum, BigDecimal v) {
    if (v == null) {
      return sum;
    }
    return sum == null ? v : sum.add(v);
  }

  private static BigDecimal orZero(BigDecimal v) {
    return v == null ? BigDecimal.ZERO : v;
  }

  /** One buyer's running total; name and title follow their most recent purchase. */
  private static final class BuyerTotal {
    private String name;
    private String title;
    private BigDecimal value = BigDecimal.ZERO;

    void add(InsiderPurchase p) {
      if (p.insiderName() != null) {
        name = p.insiderName();
      }
      if (p.insiderTitle() != null) {
        title = p.insiderTitle();
      }
      value = p.valueUsd() == null ? value : value.add(p.valueUsd());
    }
  }
}
