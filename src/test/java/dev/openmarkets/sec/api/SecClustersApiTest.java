package dev.openmarkets.sec.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.sec.insiders.ClusterBuyer;
import dev.openmarkets.sec.insiders.ClusterCalculator;
import dev.openmarkets.sec.insiders.ClusterQuery;
import dev.openmarkets.sec.insiders.ClusterRow;
import dev.openmarkets.sec.insiders.InsiderPurchase;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /insiders/clusters on a constructed set of Form 4 purchases (one filing each, loaded through the
 * import path), dated relative to today: the window's edges, distinct buyers, minUsd, the sort and
 * the top-five buyers, and, for a range of parameters, the SQL's rows equal ClusterCalculator's on
 * the same purchases.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_clusters")
class SecClustersApiTest {
  private final LocalDate today = LocalDate.now(ZoneOffset.UTC);
  private final List<InsiderPurchase> purchases = new ArrayList<>();
  private TestServer server;
  private int accession;

  /** One open-market purchase (or, with another code, a trade that must not count). */
  private record Buy(String ticker, String issuerCik, String ownerCik, String name, String title, int daysAgo,
      String shares, String price, String code) {
  }

  private static Buy p(String ticker, String ownerCik, String name, String title, int daysAgo, String shares,
      String price) {
    return new Buy(ticker, cik(ticker), ownerCik, name, title, daysAgo, shares, price, "P");
  }

  private static String cik(String ticker) {
    return String.format("%010d", 901 + List.of("KONE", "KTWO", "KTRI", "KFOU", "KSIX", "KOLD").indexOf(ticker));
  }

  @BeforeAll
  void start() throws Exception {
    List<Buy> buys = List.of(
        // KONE: 4 buyers within 30 days (K1 buys twice and changes title), a fifth exactly 30 days back
        p("KONE", "0000000501", "Kay One", "CFO", 20, "100", "10"),
        p("KONE", "0000000501", "Kay One", "CEO", 3, "100", "12"),
        p("KONE", "0000000502", "Kay Two", "Director", 29, "50", "10"),
        p("KONE", "0000000503", "Kay Three", "COO", 1, "10", "10"),
        p("KONE", "0000000504", "Kay Four", "CTO", 0, "10", "10"),
        p("KONE", "0000000505", "Kay Five", "Director", 30, "1000", "10"),
        // KTWO: 3 buyers and the largest value; its sale and grant do not count
        p("KTWO", "0000000511", "Tee One", "Director", 2, "1000", "50"),
        p("KTWO", "0000000512", "Tee Two", "Director", 4, "1000", "50"),
        p("KTWO", "0000000513", "Tee Three", "Director", 6, "1000", "50"),
        new Buy("KTWO", cik("KTWO"), "0000000514", "Tee Four", "CFO", 5, "9999", "50", "S"),
        new Buy("KTWO", cik("KTWO"), "0000000515", "Tee Five", "CEO", 5, "9999", "0", "A"),
        // KTRI: 3 buyers adding up to exactly 3000, one of them with the same name as another's but
        // another CIK (two people), one purchase without a price
        p("KTRI", "0000000521", "Pat Same", "Director", 7, "100", "10"),
        p("KTRI", "0000000522", "Pat Same", "Director", 8, "100", "20"),
        p("KTRI", "0000000523", "Ray Three", "CFO", 9, "500", null),
        // KFOU: 2 buyers
        p("KFOU", "0000000531", "Fo One", "Director", 1, "10", "1"),
        p("KFOU", "0000000532", "Fo Two", "Director", 2, "10", "1"),
        // KSIX: 6 buyers, two of them tied on value
        p("KSIX", "0000000541", "Six A", "Director", 1, "600", "1"),
        p("KSIX", "0000000542", "Six B", "Director", 2, "500", "1"),
        p("KSIX", "0000000543", "Six C", "Director", 3, "400", "1"),
        p("KSIX", "0000000544", "Zed Tie", "Director", 4, "300", "1"),
        p("KSIX", "0000000545", "Aaron Tie", "Director", 5, "300", "1"),
        p("KSIX", "0000000546", "Six F", "Director", 6, "100", "1"),
        // an old cluster, only inside a long window
        p("KOLD", "0000000551", "Old One", "Director", 200, "10", "10"),
        p("KOLD", "0000000552", "Old Two", "Director", 201, "10", "10"),
        p("KOLD", "0000000553", "Old Three", "Director", 202, "10", "10"));
    for (Buy b : buys) {
      load(b);
    }
  }

  private void load(Buy b) throws Exception {
    LocalDate date = today.minusDays(b.daysAgo());
    LocalDate signed = date.plusDays(1);
    SecXml.Form4 f = new SecXml.Form4(b.issuerCik(), "Company " + b.ticker(), b.ticker())
        .owner(b.ownerCik(), b.name()).signed(signed).tx(date, b.code(), b.shares(), b.price(), b.shares());
    if (!b.title().equals("Director")) {
      f.officer(b.title());
    }
    String name = String.format("form4-0000000002-26-%06d.xml", ++accession);
    FileOutcome o = Ingest.load(server, "insiders", name, f.xml());
    assertTrue(o.loaded(), name + ": " + o.reason());
    if (b.code().equals("P")) {
      BigDecimal shares = new BigDecimal(b.shares());
      BigDecimal value = b.price() == null ? null : shares.multiply(new BigDecimal(b.price()));
      Instant filed = signed.atStartOfDay(ZoneOffset.UTC).toInstant();
      purchases.add(new InsiderPurchase(b.ticker(), "Company " + b.ticker(), b.ownerCik(), b.name(), b.title(), date,
          shares, value, filed));
    }
  }

  private JsonArray clusters(String query) throws Exception {
    return server.json("/api/markets/insiders/clusters" + query).getJsonArray("data");
  }

  private static List<Object> col(JsonArray rows, String field) {
    List<Object> out = new ArrayList<>();
    rows.forEach(r -> out.add(((JsonObject) r).getValue(field)));
    return out;
  }

  @Test
  void defaultsAreThirtyDaysThreeInsidersSortedByInsidersThenValue() throws Exception {
    JsonArray rows = clusters("");
    assertEquals(List.of("KSIX", "KONE", "KTWO", "KTRI"), col(rows, "ticker"));
    assertEquals(List.of(6, 4, 3, 3), col(rows, "insiders"));
    JsonObject kone = rows.getJsonObject(1);
    assertEquals(List.of("ticker", "company", "insiders", "trades", "valueUsd", "shares", "firstTxDate",
        "latestTxDate", "latestFiledAt", "buyers", "knownAt"), new ArrayList<>(kone.fieldNames()));
    assertEquals(5, kone.getInteger("trades"));
    assertEquals("2900.0000", kone.getString("valueUsd"));
    assertEquals("270.0000", kone.getString("shares"));
    assertEquals(today.minusDays(29).toString(), kone.getString("firstTxDate"));
    assertEquals(today.toString(), kone.getString("latestTxDate"));
    assertEquals(today.plusDays(1) + "T00:00:00Z", kone.getString("latestFiledAt"));
    JsonObject kayOne = kone.getJsonArray("buyers").getJsonObject(0);
    assertEquals("Kay One", kayOne.getString("name"));
    assertEquals("CEO", kayOne.getString("title"), "title of the buyer's latest purchase");
    assertEquals(0, new BigDecimal("2200").compareTo(new BigDecimal(kayOne.getValue("valueUsd").toString())));
  }

  @Test
  void windowEdgesAreInclusiveOfDaysMinusOneBack() throws Exception {
    assertEquals(4, clusters("?ticker=KONE").getJsonObject(0).getInteger("insiders"));
    assertEquals(5, clusters("?ticker=kone&days=31").getJsonObject(0).getInteger("insiders"));
    assertEquals(List.of("KONE"), col(clusters("?ticker=KONE&days=30&minInsiders=4"), "ticker"));
    assertEquals(List.of(), col(clusters("?ticker=KONE&days=20&minInsiders=4"), "ticker"));
    assertEquals(List.of("KOLD"), col(clusters("?days=203&minInsiders=3&ticker=KOLD"), "ticker"));
    assertEquals(List.of(), col(clusters("?days=202&minInsiders=3&ticker=KOLD"), "ticker"));
  }

  @Test
  void distinctBuyersByCikNotNameAndOnlyPurchasesCount() throws Exception {
    JsonObject ktri = clusters("?ticker=KTRI").getJsonObject(0);
    assertEquals(3, ktri.getInteger("insiders"), "two people named Pat Same are two buyers");
    assertEquals("3000.0000", ktri.getString("valueUsd"), "a purchase without a price adds no value");
    assertEquals("700.0000", ktri.getString("shares"));
    JsonObject ktwo = clusters("?ticker=KTWO").getJsonObject(0);
    assertEquals(3, ktwo.getInteger("insiders"));
    assertEquals(3, ktwo.getInteger("trades"));
    assertEquals(List.of("KFOU"), col(clusters("?minInsiders=2&ticker=KFOU"), "ticker"));
  }

  @Test
  void minUsdIsAtOrAbove() throws Exception {
    assertEquals(List.of("KTRI"), col(clusters("?ticker=KTRI&minUsd=3000"), "ticker"));
    assertEquals(List.of(), col(clusters("?ticker=KTRI&minUsd=3000.01"), "ticker"));
    assertEquals(List.of("KTWO"), col(clusters("?minUsd=5000"), "ticker"));
  }

  @Test
  void topFiveBuyersLargestFirstTiesByName() throws Exception {
    JsonArray buyers = clusters("?ticker=KSIX").getJsonObject(0).getJsonArray("buyers");
    assertEquals(List.of("Six A", "Six B", "Six C", "Aaron Tie", "Zed Tie"), col(buyers, "name"));
    assertEquals(List.of("name", "title", "valueUsd"), new ArrayList<>(buyers.getJsonObject(0).fieldNames()));
    JsonObject ray = null;
    for (Object o : clusters("?ticker=KTRI").getJsonObject(0).getJsonArray("buyers")) {
      if ("Ray Three".equals(((JsonObject) o).getString("name"))) {
        ray = (JsonObject) o;
      }
    }
    assertEquals(0, BigDecimal.ZERO.compareTo(new BigDecimal(ray.getValue("valueUsd").toString())));
  }

  @Test
  void sqlGivesClusterCalculatorsRows() throws Exception {
    String[] queries = {"", "?minInsiders=2", "?days=31", "?days=365&minInsiders=2", "?minUsd=3000",
        "?minInsiders=2&limit=3", "?ticker=KTWO&minInsiders=2", "?days=7&minInsiders=2", "?days=1&minInsiders=2",
        "?days=210&minInsiders=3&minUsd=100"};
    for (String q : queries) {
      ClusterQuery cq = query(q);
      List<ClusterRow> expected = new ClusterCalculator().compute(purchases, cq);
      JsonArray actual = clusters(q);
      assertEquals(expected.size(), actual.size(), q);
      for (int i = 0; i < expected.size(); i++) {
        assertSame(expected.get(i), actual.getJsonObject(i), q);
      }
    }
  }

  private ClusterQuery query(String q) {
    ClusterQuery d = ClusterQuery.defaults(today);
    int days = d.days();
    int minInsiders = d.minInsiders();
    BigDecimal minUsd = d.minUsd();
    String ticker = null;
    int limit = d.limit();
    for (String kv : q.replace("?", "").split("&")) {
      if (kv.isEmpty()) {
        continue;
      }
      String[] p = kv.split("=");
      switch (p[0]) {
        case "days" -> days = Integer.parseInt(p[1]);
        case "minInsiders" -> minInsiders = Integer.parseInt(p[1]);
        case "minUsd" -> minUsd = new BigDecimal(p[1]);
        case "ticker" -> ticker = p[1];
        case "limit" -> limit = Integer.parseInt(p[1]);
        default -> throw new IllegalArgumentException(kv);
      }
    }
    return new ClusterQuery(today, days, minInsiders, minUsd, ticker, limit);
  }

  private static void assertSame(ClusterRow e, JsonObject a, String q) {
    String where = q + " " + e.ticker();
    assertEquals(e.ticker(), a.getString("ticker"), where);
    assertEquals(e.company(), a.getString("company"), where);
    assertEquals(e.insiders(), a.getInteger("insiders"), where);
    assertEquals(e.trades(), a.getInteger("trades"), where);
    assertDecimal(e.valueUsd(), a.getString("valueUsd"), where);
    assertDecimal(e.shares(), a.getString("shares"), where);
    assertEquals(e.firstTxDate().toString(), a.getString("firstTxDate"), where);
    assertEquals(e.latestTxDate().toString(), a.getString("latestTxDate"), where);
    assertEquals(e.latestFiledAt(), Instant.parse(a.getString("latestFiledAt")), where);
    JsonArray buyers = a.getJsonArray("buyers");
    assertEquals(e.buyers().size(), buyers.size(), where);
    for (int i = 0; i < e.buyers().size(); i++) {
      ClusterBuyer b = e.buyers().get(i);
      JsonObject j = buyers.getJsonObject(i);
      assertEquals(b.name(), j.getString("name"), where);
      assertEquals(b.title(), j.getString("title"), where);
      assertDecimal(b.valueUsd(), j.getValue("valueUsd").toString(), where);
    }
  }

  private static void assertDecimal(BigDecimal expected, String actual, String where) {
    if (expected == null) {
      assertNull(actual, where);
    } else {
      assertEquals(0, expected.compareTo(new BigDecimal(actual)), where + ": " + expected + " vs " + actual);
    }
  }
}
