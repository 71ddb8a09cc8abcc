package dev.openmarkets.sec.insiders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Clusters on a constructed set of purchases: window, distinct buyers, minUsd, order, top buyers. */
class ClusterCalculatorTest {
  private static final LocalDate AS_OF = LocalDate.of(2026, 11, 30);
  private final ClusterCalculator calc = new ClusterCalculator();
  private final List<InsiderPurchase> purchases = new ArrayList<>();

  ClusterCalculatorTest() {
    // AAA: six distinct buyers inside the window, one of them twice; two more just outside it
    buy("AAA", "1", "Alpha One", "CEO", "2026-11-02", 1000, "100000");
    buy("AAA", "2", "Beta Two", "Director", "2026-11-01", 400, "20000");
    buy("AAA", "3", "Gamma Three", "CFO", "2026-11-10", 200, "10000");
    buy("AAA", "4", "Delta Four", "10% Owner", "2026-11-12", 100, "5000");
    buy("AAA", "5", "Eps Five", "Director", "2026-11-15", 80, "4000");
    buy("AAA", "6", "Zeta Six", "Director", "2026-11-16", 60, "3000");
    buy("AAA", "1", "Alpha One", "Chief Executive Officer", "2026-11-20", 500, "50000");
    buy("AAA", "7", "Early Bird", "Director", "2026-10-31", 9999, "999999");
    buy("AAA", "8", "Late Comer", "Director", "2026-12-01", 9999, "999999");
    // BBB and CCC: three buyers each, equal totals: the ticker decides
    buy("CCC", "31", "Carl", "Director", "2026-11-03", 10, "500000");
    buy("CCC", "32", "Cleo", "Director", "2026-11-04", 10, "300000");
    buy("CCC", "33", "Cy", "Director", "2026-11-05", 10, "200000");
    buy("BBB", "21", "Bob", "Director", "2026-11-03", 10, "600000");
    buy("BBB", "22", "Bea", "CFO", "2026-11-04", 10, "300000");
    buy("BBB", "23", "Bo", "CEO", "2026-11-05", 10, "100000");
    // DDD: two buyers, one purchase without a price
    buy("DDD", "41", "Dan", "Director", "2026-11-06", 10, "70000");
    purchases.add(new InsiderPurchase("DDD", "Ddd Corp", "42", "Dee", "Director", LocalDate.parse("2026-11-07"),
        new BigDecimal("5"), null, null));
    // EEE: one insider without CIK under two spellings, plus one other: two buyers
    buy("EEE", null, "John Smith", "Director", "2026-11-08", 10, "1000");
    buy("EEE", null, "JOHN  SMITH ", "Director", "2026-11-09", 10, "1000");
    buy("EEE", "51", "Eve", "Director", "2026-11-09", 10, "1000");
  }

  private void buy(String ticker, String cik, String name, String title, String date, long shares, String value) {
    LocalDate d = LocalDate.parse(date);
    purchases.add(new InsiderPurchase(ticker, ticker.charAt(0) + ticker.substring(1).toLowerCase() + " Corp", cik, name,
        title, d, BigDecimal.valueOf(shares), new BigDecimal(value), d.plusDays(2).atTime(21, 0).toInstant(
            java.time.ZoneOffset.UTC)));
  }

  private List<String> tickers(List<ClusterRow> rows) {
    return rows.stream().map(ClusterRow::ticker).toList();
  }

  @Test
  void defaultsFindThreeOrMoreDistinctBuyersSortedByInsidersThenValueThenTicker() {
    List<ClusterRow> rows = calc.compute(purchases, ClusterQuery.defaults(AS_OF));
    assertEquals(List.of("AAA", "BBB", "CCC"), tickers(rows));
    ClusterRow aaa = rows.get(0);
    assertEquals("Aaa Corp", aaa.company());
    assertEquals(6, aaa.insiders(), "Alpha One bought twice; the window excludes 10-31 and 12-01");
    assertEquals(7, aaa.trades());
    assertEquals(new BigDecimal("192000"), aaa.valueUsd());
    assertEquals(new BigDecimal("2340"), aaa.shares());
    assertEquals(LocalDate.of(2026, 11, 1), aaa.firstTxDate(), "the first day of a 30-day window is included");
    assertEquals(LocalDate.of(2026, 11, 20), aaa.latestTxDate());
    assertEquals(Instant.parse("2026-11-22T21:00:00Z"), aaa.latestFiledAt());
  }

  @Test
  void buyersAreTheTopFiveByCombinedValueWithLatestTitle() {
    ClusterRow aaa = calc.compute(purchases, ClusterQuery.defaults(AS_OF)).get(0);
    assertEquals(List.of(
        new ClusterBuyer("Alpha One", "Chief Executive Officer", new BigDecimal("150000")),
        new ClusterBuyer("Beta Two", "Director", new BigDecimal("20000")),
        new ClusterBuyer("Gamma Three", "CFO", new BigDecimal("10000")),
        new ClusterBuyer("Delta Four", "10% Owner", new BigDecimal("5000")),
        new ClusterBuyer("Eps Five", "Director", new BigDecimal("4000"))), aaa.buyers());
  }

  @Test
  void minUsdIsInclusive() {
    List<ClusterRow> rows = calc.compute(purchases, new ClusterQuery(AS_OF, 30, 3, new BigDecimal("1000000"), null, 100));
    assertEquals(List.of("BBB", "CCC"), tickers(rows));
    assertEquals(new BigDecimal("1000000"), rows.get(0).valueUsd());
  }

  @Test
  void minInsidersTwoAddsPairsAndNamesWithoutCikCountOnce() {
    List<ClusterRow> rows = calc.compute(purchases, new ClusterQuery(AS_OF, 30, 2, null, null, 100));
    assertEquals(List.of("AAA", "BBB", "CCC", "DDD", "EEE"), tickers(rows));
    ClusterRow ddd = rows.get(3);
    assertEquals(2, ddd.insiders());
    assertEquals(new BigDecimal("70000"), ddd.valueUsd(), "a purchase without price adds no value");
    assertEquals(new BigDecimal("15"), ddd.shares());
    assertEquals(Instant.parse("2026-11-08T21:00:00Z"), ddd.latestFiledAt(), "a null filedAt is skipped");
    assertEquals(new ClusterBuyer("Dee", "Director", BigDecimal.ZERO), ddd.buyers().get(1));
    ClusterRow eee = rows.get(4);
    assertEquals(2, eee.insiders());
    assertEquals(3, eee.trades());
    assertEquals(new BigDecimal("2000"), eee.buyers().get(0).valueUsd());
    assertEquals("JOHN  SMITH ", eee.buyers().get(0).name(), "the latest spelling is shown");
  }

  @Test
  void windowTickerFilterAndLimit() {
    List<ClusterRow> sevenDays = calc.compute(purchases, new ClusterQuery(AS_OF, 7, 1, null, null, 100));
    assertEquals(List.of(), tickers(sevenDays), "nothing bought from 11-24 to 11-30");
    LocalDate nov20 = LocalDate.of(2026, 11, 20);
    List<ClusterRow> sixDays = calc.compute(purchases, new ClusterQuery(nov20, 6, 1, null, null, 100));
    assertEquals(List.of("AAA"), tickers(sixDays));
    assertEquals(3, sixDays.get(0).insiders(), "11-15 to 11-20: Eps Five, Zeta Six, Alpha One");
    assertEquals(LocalDate.of(2026, 11, 15), sixDays.get(0).firstTxDate());
    assertEquals(2, calc.compute(purchases, new ClusterQuery(nov20, 5, 1, null, null, 100)).get(0).insiders(),
        "11-16 to 11-20 leaves Eps Five out");

    List<ClusterRow> one = calc.compute(purchases, new ClusterQuery(AS_OF, 30, 3, null, "ccc", 100));
    assertEquals(List.of("CCC"), tickers(one));
    assertEquals(List.of("AAA"), tickers(calc.compute(purchases, new ClusterQuery(AS_OF, 30, 3, null, null, 1))));
  }

  @Test
  void noValuesGiveNullTotalsAndSortLast() {
    List<InsiderPurchase> unpriced = new ArrayList<>(purchases);
    for (String cik : List.of("91", "92", "93")) {
      unpriced.add(new InsiderPurchase("ABC", "Abc Corp", cik, "Holder " + cik, null, LocalDate.of(2026, 11, 10),
          null, null, null));
    }
    List<ClusterRow> rows = calc.compute(unpriced, ClusterQuery.defaults(AS_OF));
    assertEquals(List.of("AAA", "BBB", "CCC", "ABC"), tickers(rows));
    ClusterRow abc = rows.get(3);
    assertNull(abc.valueUsd());
    assertNull(abc.shares());
    assertNull(abc.latestFiledAt());
    assertEquals(List.of("Holder 91", "Holder 92", "Holder 93"), abc.buyers().stream().map(ClusterBuyer::name).toList(),
        "equal values: by name");
  }

  @Test
  void purchasesComeFromInsiderRowsWithCodeP() {
    InsiderTradeRow p = new InsiderTradeRow("0009999001-26-000101", 1, Instant.parse("2026-11-04T21:05:00Z"), false,
        "EXRB", "Example Robotics Inc.", "0009999101", "0009999201", "Doe Jane A", "Chief Executive Officer",
        "Common Stock", LocalDate.of(2026, 11, 3), "P", true, "A", new BigDecimal("1000"), new BigDecimal("12.50"),
        new BigDecimal("12500.00"), new BigDecimal("101000"), "D");
    assertEquals(new InsiderPurchase("EXRB", "Example Robotics Inc.", "0009999201", "Doe Jane A",
        "Chief Executive Officer", LocalDate.of(2026, 11, 3), new BigDecimal("1000"), new BigDecimal("12500.00"),
        Instant.parse("2026-11-04T21:05:00Z")), InsiderPurchase.fromRow(p));
    InsiderTradeRow s = new InsiderTradeRow("x", 1, null, false, "EXRB", null, "1", "2", "n", null, null,
        LocalDate.of(2026, 11, 3), "S", true, "D", null, null, null, null, "D");
    assertNull(InsiderPurchase.fromRow(s));
  }

  @Test
  void refusesNonsenseQueries() {
    assertThrows(IllegalArgumentException.class, () -> new ClusterQuery(AS_OF, 0, 3, null, null, 100));
    assertEquals(LocalDate.of(2026, 11, 1), ClusterQuery.defaults(AS_OF).firstDay());
  }
}
