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
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /federal-contracts and /federal-contracts/matches over real HTTP and PostgreSQL: the parent-to-
 * ticker match (by SEC name, through a recipient profile's parent, overridden by configuration by
 * name and by UEI), days/ticker/listed/by/limit with defaults and 400s, the aggregates recomputed
 * by hand, exact amounts, award-level rows giving way to transactions, idempotent re-import. The
 * transaction page is our own sample in USAspending's format, its dates moved to end near today.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "gov_contracts", config = "config")
class FederalContractsApiTest {
  private static final Pattern DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");
  private TestServer server;
  private LocalDate today;

  static JsonObject config() {
    JsonObject overrides = new JsonObject()
        .put("harbor light services", "hlsx")
        .putNull("uei:ZZAC0000ACME");
    return TestConfigs.cacheOff()
        .put("upstreams", new JsonObject().put("usaspending", new JsonObject().put("tickerOverrides", overrides)));
  }

  @BeforeAll
  void start() throws Exception {
    today = LocalDate.now(ZoneOffset.UTC);
    TestDb.exec(server.db, "INSERT INTO sec_tickers (ticker, cik, title, position) VALUES "
        + "('ZZNW', '0009990101', 'Northwind Robotics Inc.', 0), ('ZZBF', '0009990102', 'Bluefin Therapeutics Inc.', 1), "
        + "('ZZBF-WS', '0009990102', 'Bluefin Therapeutics Inc.', 2), ('ZACM', '0009990103', 'Acme Widgets Corp', 3)");
    assertTrue(Ingest.load(server, "federal-contracts", "transactions.json", shifted(Ingest.sample("gov/transactions.json"))).loaded());
    String acme = "{\"results\":[{\"Action Date\":\"" + today.minusDays(2) + "\",\"Award ID\":\"ACME1\",\"Mod\":\"0\","
        + "\"Transaction Amount\":\"500.00\",\"Recipient Name\":\"ACME WIDGETS CORPORATION\",\"Recipient UEI\":\"ZZAC0000ACME\","
        + "\"Awarding Agency\":\"General Services Administration\",\"generated_internal_id\":\"CONT_AWD_ACME1_4700_-NONE-_-NONE-\"}]}";
    assertTrue(Ingest.load(server, "federal-contracts", "acme.json", acme).loaded());
  }

  /** The sample's dates moved so that its newest (2026-11-20) falls three days before today. */
  private String shifted(String sample) {
    long shift = ChronoUnit.DAYS.between(LocalDate.parse("2026-11-23"), today);
    Matcher m = DATE.matcher(sample);
    StringBuilder sb = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(sb, LocalDate.parse(m.group()).plusDays(shift).toString());
    }
    m.appendTail(sb);
    return sb.toString();
  }

  private JsonArray data(String q) throws Exception {
    return server.json("/api/markets/federal-contracts" + q).getJsonArray("data");
  }

  private static List<String> col(JsonArray rows, String f) {
    List<String> out = new ArrayList<>();
    rows.forEach(r -> out.add(String.valueOf(((JsonObject) r).getValue(f))));
    return out;
  }

  private void assert400(String q, String mentions) throws Exception {
    HttpResponse<String> r = server.get("/api/markets/federal-contracts" + q);
    assertEquals(400, r.statusCode(), q + ": " + r.body());
    assertTrue(new JsonObject(r.body()).getString("detail").contains(mentions), r.body());
  }

  @Test
  void defaultIsTheLast30DaysNewestFirstWithTickersAndExactAmounts() throws Exception {
    HttpResponse<String> raw = server.get("/api/markets/federal-contracts");
    assertEquals(200, raw.statusCode());
    JsonArray rows = new JsonObject(raw.body()).getJsonArray("data");
    assertEquals(List.of("ACME1", "W911QX26C0042", "80NSSC26K0107", "75N93026C00011", "N0002426F3011", "36C24126P0213",
        "HSHQDC26C00077"), col(rows, "awardId"));
    JsonObject nasa = rows.getJsonObject(2);
    assertEquals(List.of("actionDate", "awardId", "mod", "actionType", "amountUsd", "recipientName", "ticker",
        "awardingAgency", "awardingSubAgency", "awardType", "naicsCode", "description", "generatedId", "knownAt"),
        new ArrayList<>(nasa.fieldNames()));
    assertEquals(today.minusDays(5).toString(), nasa.getString("actionDate"));
    assertEquals("ZZNW", nasa.getString("ticker"));
    assertEquals("P00003", nasa.getString("mod"));
    assertEquals("541715", nasa.getString("naicsCode"));
    assertEquals("CONT_AWD_80NSSC26K0107_8000_80NSSC24D0001_8000", nasa.getString("generatedId"));
    // JSON numbers with USAspending's digits
    assertTrue(raw.body().contains("\"amountUsd\":2250000.50"), raw.body());
    assertTrue(raw.body().contains("\"amountUsd\":-450000.00"), raw.body());
    // name override, null override by UEI (an SEC name match it beats), and a subsidiary without a profile
    assertEquals("HLSX", rows.getJsonObject(5).getString("ticker"));
    assertNull(rows.getJsonObject(0).getValue("ticker"));
    assertNull(rows.getJsonObject(3).getValue("ticker"));
  }

  @Test
  void daysWidensTheWindowUpTo365() throws Exception {
    assertEquals(8, data("?days=60").size());
    assertEquals(3, data("?days=5").size());
    assertEquals(2, data("?days=4").size());
    assert400("?days=366", "days");
    assert400("?days=0", "days");
    assertEquals(3, data("?limit=3").size());
    assert400("?limit=5001", "limit");
  }

  @Test
  void tickerListedAndAggregates() throws Exception {
    assertEquals(List.of("W911QX26C0042", "80NSSC26K0107", "N0002426F3011"), col(data("?ticker=zznw"), "awardId"));
    assertEquals(5, data("?listed=1").size());
    // by=ticker recomputed by hand: ZZNW 18450000.00 + 2250000.50 - 450000.00; HLSX 98500.00 + 1275000.00
    HttpResponse<String> r = server.get("/api/markets/federal-contracts?by=ticker");
    JsonArray agg = new JsonObject(r.body()).getJsonArray("data");
    assertEquals(List.of("ZZNW", "HLSX"), col(agg, "key"));
    assertEquals(List.of("key", "amountUsd", "actions", "knownAt"), new ArrayList<>(agg.getJsonObject(0).fieldNames()));
    assertTrue(r.body().contains("{\"key\":\"ZZNW\",\"amountUsd\":20250000.50,\"actions\":3,\"knownAt\":"), r.body());
    assertTrue(r.body().contains("{\"key\":\"HLSX\",\"amountUsd\":1373500.00,\"actions\":2,\"knownAt\":"), r.body());
    JsonArray agencies = data("?by=agency");
    assertEquals("Department of Defense", agencies.getJsonObject(0).getString("key"));
    assertEquals(6, agencies.size());
    assertEquals(List.of("Department of Defense", "National Aeronautics and Space Administration"),
        col(data("?by=agency&ticker=ZZNW"), "key"));
    String csv = server.get("/api/markets/federal-contracts/csv?by=ticker").body();
    assertTrue(csv.startsWith("key,amount_usd,actions\nZZNW,20250000.50,3\n"), csv);
    assert400("?by=recipient", "by");
    assert400("?listed=maybe", "listed");
  }

  @Test
  void aRecipientProfileLinksASubsidiaryToItsListedParent() throws Exception {
    try {
      assertTrue(Ingest.load(server, "federal-contract-matches", "recipient.json", Ingest.sample("gov/recipient.json")).loaded());
      JsonObject row = data("?ticker=ZZBF").getJsonObject(0);
      assertEquals("75N93026C00011", row.getString("awardId"));
      assertEquals("BLUEFIN BIOLOGICS LLC", row.getString("recipientName"));
      JsonObject m = server.json("/api/markets/federal-contracts/matches").getJsonArray("data").stream()
          .map(o -> (JsonObject) o).filter(o -> "ZZBF".equals(o.getString("ticker"))).findFirst().orElseThrow();
      assertEquals("BLUEFIN THERAPEUTICS", m.getString("nameKey"));
      assertEquals("sec-name", m.getString("method"));
      assertEquals("Bluefin Therapeutics Inc.", m.getString("secName"));
      assertEquals("0009990102", m.getString("cik"));
    } finally {
      TestDb.exec(server.db, "DELETE FROM contract_recipients");
    }
  }

  @Test
  void theMatchTableIsReviewable() throws Exception {
    JsonArray all = server.json("/api/markets/federal-contracts/matches?days=60").getJsonArray("data");
    assertEquals(List.of("NORTHWIND ROBOTICS", "BLUEFIN BIOLOGICS", "HARBOR LIGHT SERVICES", "ACME WIDGETS"),
        col(all, "nameKey"));
    assertEquals(List.of("sec-name", "null", "override", "override"), col(all, "method"));
    assertEquals(List.of("ZZNW", "null", "HLSX", "null"), col(all, "ticker"));
    assertEquals(List.of("4", "1", "2", "1"), col(all, "actions"));
    assertEquals(List.of("BLUEFIN BIOLOGICS", "ACME WIDGETS"),
        col(server.json("/api/markets/federal-contracts/matches?unmatched=true").getJsonArray("data"), "nameKey"));
  }

  @Test
  void reimportChangesNothingAndAwardRowsGiveWayToTransactions() throws Exception {
    var again = Ingest.load(server, "federal-contracts", "transactions.json", shifted(Ingest.sample("gov/transactions.json")));
    assertEquals(0, again.counts().inserted() + again.counts().updated());
    String award = "{\"results\":[{\"Award ID\":\"W911QX26C0042\",\"Recipient Name\":\"NORTHWIND ROBOTICS, INC.\","
        + "\"Start Date\":\"" + today.minusDays(3) + "\",\"Award Amount\":25000000.00,\"Awarding Agency\":\"Department of Defense\","
        + "\"Contract Award Type\":\"DEFINITIVE CONTRACT\",\"generated_internal_id\":\"CONT_AWD_W911QX26C0042_9700_-NONE-_-NONE-\"},"
        + "{\"Award ID\":\"NEWAWARD1\",\"Recipient Name\":\"NORTHWIND ROBOTICS, INC.\",\"Start Date\":\"" + today.minusDays(1)
        + "\",\"Award Amount\":1000,\"generated_internal_id\":\"CONT_AWD_NEWAWARD1_9700_-NONE-_-NONE-\"}]}";
    try {
      assertTrue(Ingest.load(server, "federal-contracts", "spending_by_award.json", award).loaded());
      JsonArray rows = data("?ticker=ZZNW");
      // the award with transactions is not counted twice; the award without any is listed, mod null
      assertEquals(List.of("NEWAWARD1", "W911QX26C0042", "80NSSC26K0107", "N0002426F3011"), col(rows, "awardId"));
      assertNull(rows.getJsonObject(0).getValue("mod"));
    } finally {
      TestDb.exec(server.db, "DELETE FROM federal_contract_actions WHERE award_level");
    }
  }
}
