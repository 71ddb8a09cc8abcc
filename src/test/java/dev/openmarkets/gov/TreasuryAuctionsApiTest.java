package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestConfigs;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /treasury-auctions over real HTTP and PostgreSQL: every parameter's default, range and 400, the
 * orders, the status transition announced -> auctioned (and never back), idempotent re-import, and
 * the real TreasuryDirect sample served with its own digits. The auction records written here are
 * our own, in TreasuryDirect's format.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "gov_auctions", config = "config")
class TreasuryAuctionsApiTest {
  private TestServer server;

  static JsonObject config() {
    // cache off: some tests add and remove rows with plain SQL, which no ingest version tracks
    return TestConfigs.cacheOff();
  }

  @BeforeAll
  void start() throws Exception {
    assertTrue(Ingest.load(server, "treasury-auctions", "auctioned.json", Ingest.sample("gov/auctioned.json")).loaded());
    assertTrue(Ingest.load(server, "treasury-auctions", "announced.json", Ingest.sample("gov/announced.json")).loaded());
  }

  private JsonArray data(String q) throws Exception {
    return server.json("/api/markets/treasury-auctions" + q).getJsonArray("data");
  }

  private static List<String> col(JsonArray rows, String f) {
    List<String> out = new ArrayList<>();
    rows.forEach(r -> out.add(String.valueOf(((JsonObject) r).getValue(f))));
    return out;
  }

  private void assert400(String q, String mentions) throws Exception {
    HttpResponse<String> r = server.get("/api/markets/treasury-auctions" + q);
    assertEquals(400, r.statusCode(), q + ": " + r.body());
    JsonObject err = new JsonObject(r.body());
    assertEquals("invalid_parameter", err.getString("error"));
    assertTrue(err.getString("detail").contains(mentions), err.getString("detail"));
  }

  @Test
  void defaultIsCouponTypesNewestFirstWithExactFigures() throws Exception {
    JsonArray rows = data("");
    assertEquals(List.of("912810VA3", "91282CPG4", "91282CPF6", "912810UZ9", "91282CPD1", "91282CPB5", "91282CPE9",
        "91282CPA7"), col(rows, "cusip"));
    JsonObject tenYear = rows.getJsonObject(4);
    assertEquals(List.of("cusip", "securityType", "securityTerm", "auctionDate", "issueDate", "maturityDate", "status",
        "offeringAmount", "highYield", "highDiscountRate", "highInvestmentRate", "interestRate", "bidToCoverRatio",
        "totalTendered", "totalAccepted", "primaryDealerAccepted", "directBidderAccepted", "indirectBidderAccepted",
        "knownAt"), new ArrayList<>(tenYear.fieldNames()));
    assertEquals("Note", tenYear.getString("securityType"));
    assertEquals("2026-11-12", tenYear.getString("auctionDate"));
    assertEquals("auctioned", tenYear.getString("status"));
    assertEquals("4.212", tenYear.getString("highYield"));
    assertEquals("2.480000", tenYear.getString("bidToCoverRatio"));
    assertEquals("42000000000", tenYear.getString("offeringAmount"));
    assertNull(tenYear.getValue("highDiscountRate"));
    JsonObject announced = rows.getJsonObject(0);
    assertEquals("announced", announced.getString("status"));
    assertNull(announced.getValue("highYield"));
    assertNull(announced.getValue("bidToCoverRatio"));
    assertEquals("22000000000", announced.getString("offeringAmount"));
  }

  @Test
  void typeSelectsKindsCaseInsensitively() throws Exception {
    assertEquals(List.of("912797RL4", "912797RK6"), col(data("?type=bill"), "cusip"));
    assertEquals(List.of("91282CPE9"), col(data("?type=TIPS"), "cusip"));
    assertEquals(List.of("91282CPB5"), col(data("?type=frn"), "cusip"));
    assertEquals(List.of("912810VA3", "912810UZ9"), col(data("?type=Bond"), "cusip"));
    assertEquals(10, data("?type=all").size());
    assertEquals(data("").size(), data("?type=coupon").size());
    assert400("?type=stock", "type");
  }

  @Test
  void termMatchesTheTermOrTheOriginalTermOfAReopening() throws Exception {
    assertEquals(List.of("91282CPG4", "91282CPD1", "91282CPA7"), col(data("?term=10-Year"), "cusip"));
    assertEquals(List.of("91282CPG4", "91282CPD1", "91282CPA7"), col(data("?term=10-year"), "cusip"));
    assertEquals(List.of("912797RL4", "912797RK6"), col(data("?term=13-Week&type=all"), "cusip"));
    assertEquals(0, data("?term=7-Year").size());
  }

  @Test
  void upcomingListsOnlyAnnouncedSoonestFirst() throws Exception {
    assertEquals(List.of("91282CPF6", "91282CPG4", "912810VA3"), col(data("?upcoming=1"), "cusip"));
    assertEquals(List.of("91282CPG4"), col(data("?term=10-Year&upcoming=true"), "cusip"));
    assertEquals(List.of("912797RL4", "91282CPF6", "91282CPG4", "912810VA3"), col(data("?upcoming=1&type=all"), "cusip"));
    assertEquals(data("").size(), data("?upcoming=0").size());
    assert400("?upcoming=soon", "upcoming");
  }

  @Test
  void fromAndToBoundTheAuctionDate() throws Exception {
    assertEquals(List.of("912810UZ9", "91282CPD1"), col(data("?from=2026-11-12&to=2026-11-13"), "cusip"));
    assertEquals(List.of("91282CPA7"), col(data("?to=2026-10-08"), "cusip"));
    assert400("?from=2026-11-13&to=2026-11-12", "after");
    assert400("?from=2026-13-01", "from");
  }

  @Test
  void limitDefaultsTo100AndStopsAt5000() throws Exception {
    TestDb.exec(server.db, "INSERT INTO treasury_auctions (cusip, auction_date, security_type, security_term, status) "
        + "SELECT 'X' || g, DATE '2010-01-01' + g, 'Note', '3-Year', 'auctioned' FROM generate_series(1, 150) g");
    try {
      assertEquals(100, data("").size());
      assertEquals(158, data("?limit=5000").size());
      assertEquals(2, data("?limit=2").size());
      assert400("?limit=5001", "limit");
      assert400("?limit=0", "limit");
      String csv = server.get("/api/markets/treasury-auctions/csv?term=10-Year").body();
      assertTrue(csv.startsWith("cusip,security_type,security_term,auction_date,issue_date,maturity_date,status,"
          + "offering_amount,high_yield,"), csv);
      assertTrue(csv.contains("91282CPD1,Note,10-Year,2026-11-12,2026-11-16,2036-11-15,auctioned,42000000000,4.212,,,4.125000,2.480000,"), csv);
    } finally {
      TestDb.exec(server.db, "DELETE FROM treasury_auctions WHERE cusip LIKE 'X%'");
    }
  }

  @Test
  void statusMovesFromAnnouncedToAuctionedAndNeverBack() throws Exception {
    String announced = "[{\"cusip\":\"TRANS0001\",\"auctionDate\":\"2026-12-01T00:00:00\",\"type\":\"Note\","
        + "\"securityType\":\"Note\",\"securityTerm\":\"5-Year\",\"maturityDate\":\"2031-11-30T00:00:00\","
        + "\"offeringAmount\":\"70000000000\",\"highYield\":\"\",\"totalAccepted\":\"\"}]";
    String auctioned = announced.replace("\"highYield\":\"\",\"totalAccepted\":\"\"",
        "\"highYield\":\"4.010\",\"totalAccepted\":\"70100000000\",\"bidToCoverRatio\":\"2.400000\"");
    try {
      assertTrue(Ingest.load(server, "treasury-auctions", "a1.json", announced).loaded());
      assertEquals("announced", one("TRANS0001").getString("status"));
      assertTrue(Ingest.load(server, "treasury-auctions", "a2.json", auctioned).loaded());
      JsonObject after = one("TRANS0001");
      assertEquals("auctioned", after.getString("status"));
      assertEquals("4.010", after.getString("highYield"));
      assertEquals("2.400000", after.getString("bidToCoverRatio"));
      // the announced list naming it again, and a late upcoming file without maturity, change nothing
      var late = Ingest.load(server, "treasury-auctions", "a3.json", announced);
      assertEquals(0, late.counts().inserted() + late.counts().updated());
      String upcoming = "{\"data\":[{\"record_date\":\"2026-11-20\",\"security_type\":\"Note\",\"security_term\":\"5-Year\","
          + "\"reopening\":\"No\",\"cusip\":\"TRANS0001\",\"offering_amt\":\"70000000000\",\"announcemt_date\":\"2026-11-20\","
          + "\"auction_date\":\"2026-12-01\",\"issue_date\":\"2026-12-02\"}]}";
      Ingest.load(server, "treasury-auctions", "upcoming_auctions.json", upcoming);
      JsonObject still = one("TRANS0001");
      assertEquals("auctioned", still.getString("status"));
      assertEquals("2031-11-30", still.getString("maturityDate"));
      assertEquals("4.010", still.getString("highYield"));
      // re-importing the auctioned record is idempotent
      var again = Ingest.load(server, "treasury-auctions", "a2.json", auctioned);
      assertEquals(0, again.counts().inserted() + again.counts().updated());
    } finally {
      TestDb.exec(server.db, "DELETE FROM treasury_auctions WHERE cusip = 'TRANS0001'");
    }
  }

  private JsonObject one(String cusip) throws Exception {
    for (Object o : data("?type=all&limit=5000")) {
      if (cusip.equals(((JsonObject) o).getString("cusip"))) {
        return (JsonObject) o;
      }
    }
    throw new AssertionError("no " + cusip);
  }

  @Test
  void theRealTreasuryDirectSampleIsServedWithItsOwnDigits() throws Exception {
    byte[] bytes = GovFixtures.bytes("treasury/TA_WS-securities-search.2records.json");
    JsonArray file = new JsonArray(new String(bytes, StandardCharsets.UTF_8));
    try {
      assertTrue(Ingest.load(server, "treasury-auctions",
          new dev.openmarkets.ingest.UpstreamFile("TA_WS-securities-search.2records.json", bytes)).loaded());
      JsonArray rows = data("?type=all&from=2023-11-01&to=2023-11-30");
      assertEquals(2, rows.size());
      for (Object o : file) {
        JsonObject f = (JsonObject) o;
        JsonObject r = rows.stream().map(x -> (JsonObject) x)
            .filter(x -> x.getString("cusip").equals(f.getString("cusip"))).findFirst().orElseThrow();
        for (String k : List.of("offeringAmount", "highYield", "highDiscountRate", "highInvestmentRate", "interestRate",
            "bidToCoverRatio", "totalTendered", "totalAccepted", "primaryDealerAccepted", "directBidderAccepted",
            "indirectBidderAccepted")) {
          String want = f.getString(k).isEmpty() ? null : f.getString(k);
          assertEquals(want, r.getString(k), k + " of " + f.getString("cusip"));
        }
        assertEquals(f.getString("auctionDate").substring(0, 10), r.getString("auctionDate"));
        assertEquals(f.getString("securityTerm"), r.getString("securityTerm"));
      }
    } finally {
      TestDb.exec(server.db, "DELETE FROM treasury_auctions WHERE auction_date < DATE '2024-01-01' AND cusip LIKE '912%'");
    }
  }
}
