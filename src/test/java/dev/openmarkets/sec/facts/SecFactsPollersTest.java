package dev.openmarkets.sec.facts;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The family's EDGAR pollers against a local HTTP server standing in for www.sec.gov and
 * data.sec.gov: the daily index names a 10-K filer, the repurchase frame names a repurchaser, and
 * the company facts poller then fetches those two and the configured company, each once, with the
 * configured User-Agent; a second poll finds nothing due.
 */
@Tag("db")
class SecFactsPollersTest {
  private static final DateTimeFormatter COMPACT = DateTimeFormatter.BASIC_ISO_DATE;

  private static AppConfig config(LocalUpstream up) {
    JsonObject ups = new JsonObject()
        .put(FactsPollers.INDEX, new JsonObject().put("baseUrl", up.baseUrl() + "/www").put("backfillDays", 6)
            .put("userAgent", UA))
        .put(FactsPollers.FRAMES, new JsonObject().put("baseUrl", up.baseUrl() + "/data").put("userAgent", UA)
            .put("pathTemplate", "/api/xbrl/frames/us-gaap/PaymentsForRepurchaseOfCommonStock/USD/CY{year}.json"))
        .put(FactsPollers.COMPANY_FACTS, new JsonObject().put("baseUrl", up.baseUrl() + "/data").put("userAgent", UA)
            .put("pathTemplate", "/api/xbrl/companyfacts/CIK{cik}.json"));
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", ups)
        .put("secFacts", new JsonObject().put("companies", new JsonArray().add("ALFA"))));
  }

  private static String index(LocalDate day, String form, String company, long cik) {
    String d = COMPACT.format(day);
    return "Description:           Daily Index of EDGAR Dissemination Feed by Form Type\n"
        + "Last Data Received:    " + day + "\n"
        + "Comments:              webmaster@sec.gov\n"
        + "Anonymous FTP:         ftp://ftp.sec.gov/edgar/\n \n \n \n \n"
        + "Form Type   Company Name                                                  CIK         Date Filed  File Name\n"
        + "-".repeat(141) + "\n"
        + String.format("%-12s%-62s%-12s%-12s%s%n", form, company, cik, d,
            "edgar/data/" + cik + "/0000000052-" + d.substring(2, 4) + "-000001.txt")
        + String.format("%-12s%-62s%-12s%-12s%s%n", "4", "Somebody Else", 99, d,
            "edgar/data/99/0000000099-" + d.substring(2, 4) + "-000001.txt");
  }

  private static Deployable poller(List<Deployable> all, String name) {
    return all.stream().filter(p -> ((Poller) p).name().equals(name)).findFirst().orElseThrow();
  }

  private static byte[] facts(long cik, String name, String revenue) {
    String k = String.format("%010d-26-000001", cik);
    return new FactsJson(cik, name)
        .usd("Revenues", "2025-01-01", "2025-12-31", revenue, k, "10-K", 2025, "FY", "2026-02-01")
        .usd("PaymentsForRepurchaseOfCommonStock", "2025-01-01", "2025-12-31", "7", k, "10-K", 2025, "FY",
            "2026-02-01")
        .bytes();
  }

  @Test
  void indexAndFramesFeedTheCompanyFactsPoller() throws Exception {
    try (TestServer server = TestServer.start("sec_facts_pollers"); LocalUpstream up = new LocalUpstream()) {
      Ingest.load(server, "sec-tickers", "company_tickers.json",
          "{\"0\":{\"cik_str\":51,\"ticker\":\"ALFA\",\"title\":\"Alfa\"},\"1\":{\"cik_str\":52,\"ticker\":\"BETA\","
              + "\"title\":\"Beta\"},\"2\":{\"cik_str\":53,\"ticker\":\"GAMA\",\"title\":\"Gama\"}}");
      LocalDate today = LocalDate.now(ZoneOffset.UTC);
      LocalDate filed = today.minusDays(1);
      while (filed.getDayOfWeek() == DayOfWeek.SATURDAY || filed.getDayOfWeek() == DayOfWeek.SUNDAY) {
        filed = filed.minusDays(1);
      }
      int q = (filed.getMonthValue() - 1) / 3 + 1;
      up.serve("/www/Archives/edgar/daily-index/" + filed.getYear() + "/QTR" + q + "/form." + COMPACT.format(filed)
          + ".idx", index(filed, "10-K", "Beta Corp", 52).getBytes(StandardCharsets.ISO_8859_1));
      int year = today.getYear() - 1;
      up.serve("/data/api/xbrl/frames/us-gaap/PaymentsForRepurchaseOfCommonStock/USD/CY" + year + ".json",
          ("{\"taxonomy\":\"us-gaap\",\"tag\":\"PaymentsForRepurchaseOfCommonStock\",\"ccp\":\"CY" + year + "\","
              + "\"uom\":\"USD\",\"label\":\"Payments\",\"description\":\"d\",\"pts\":1,\"data\":[{\"accn\":"
              + "\"0000000053-" + (year % 100 + 1) + "-000001\",\"cik\":53,\"entityName\":\"Gama\",\"loc\":\"US-NY\","
              + "\"start\":\"" + year + "-01-01\",\"end\":\"" + year + "-12-31\",\"val\":7}]}")
              .getBytes(StandardCharsets.UTF_8));
      up.serve("/data/api/xbrl/companyfacts/CIK0000000051.json", facts(51, "Alfa", "100"));
      up.serve("/data/api/xbrl/companyfacts/CIK0000000052.json", facts(52, "Beta", "200"));
      up.serve("/data/api/xbrl/companyfacts/CIK0000000053.json", facts(53, "Gama", "300"));

      AppConfig config = config(up);
      SecFactsFamily family = new SecFactsFamily();
      family.configure(config);
      List<Deployable> pollers = family.pollers(config, server.service.pool());
      assertEquals(4, pollers.size());

      JsonObject idx = Polls.once(server, FactsPollers.INDEX, poller(pollers, FactsPollers.INDEX));
      assertEquals(1, idx.getInteger("files_loaded"), idx.encode());
      JsonObject fr = Polls.once(server, FactsPollers.FRAMES, poller(pollers, FactsPollers.FRAMES));
      assertEquals(1, fr.getInteger("files_loaded"), fr.encode());
      assertEquals(2, TestDb.count(server.db, "SELECT count(*) FROM xbrl_watch"), "Beta (10-K) and Gama (frame)");

      assertTrue(up.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
      up.forget();
      JsonObject cf = Polls.once(server, FactsPollers.COMPANY_FACTS, poller(pollers, FactsPollers.COMPANY_FACTS));
      assertEquals(3, cf.getInteger("files_loaded"), cf.encode());
      assertEquals(List.of("/data/api/xbrl/companyfacts/CIK0000000051.json",
          "/data/api/xbrl/companyfacts/CIK0000000053.json", "/data/api/xbrl/companyfacts/CIK0000000052.json"),
          up.paths(), "configured first, then the oldest filing");
      JsonArray rows = server.json("/api/markets/buybacks").getJsonArray("data");
      assertEquals(3, rows.size());
      assertEquals("200", server.json("/api/markets/financials?symbol=BETA").getJsonObject("data")
          .getJsonArray("annual").getJsonObject(0).getValue("revenue").toString());

      up.forget();
      // a fresh poller, as after a restart: the due list lives in the database
      Polls.once(server, FactsPollers.COMPANY_FACTS, poller(family.pollers(config, server.service.pool()),
          FactsPollers.COMPANY_FACTS));
      assertEquals(List.of(), up.paths(), "nothing due on the next poll");
      assertTrue(up.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    }
  }

  private static String instance(long cik, String asOf, String units, String fairValue) {
    return "<xbrli:xbrl xmlns:xbrli=\"http://www.xbrl.org/2003/instance\" xmlns:dei=\"http://xbrl.sec.gov/dei/2024\" "
        + "xmlns:us-gaap=\"http://fasb.org/us-gaap/2024\" xmlns:co=\"http://example.com/co\">"
        + "<xbrli:context id=\"i\"><xbrli:entity><xbrli:identifier scheme=\"http://www.sec.gov/CIK\">" + cik
        + "</xbrli:identifier></xbrli:entity><xbrli:period><xbrli:instant>" + asOf + "</xbrli:instant></xbrli:period>"
        + "</xbrli:context><dei:EntityCentralIndexKey contextRef=\"i\">" + cik + "</dei:EntityCentralIndexKey>"
        + "<dei:DocumentType contextRef=\"i\">10-Q</dei:DocumentType>"
        + "<co:NumberOfBitcoinsHeld contextRef=\"i\" unitRef=\"b\">" + units + "</co:NumberOfBitcoinsHeld>"
        + "<us-gaap:CryptoAssetFairValueNoncurrent contextRef=\"i\" unitRef=\"u\">" + fairValue
        + "</us-gaap:CryptoAssetFairValueNoncurrent></xbrli:xbrl>";
  }

  @Test
  void instancesOfTheTrackedHoldersLatestPeriodicFiling() throws Exception {
    try (TestServer server = TestServer.start("sec_facts_instances", new JsonObject().put("secFacts",
        new JsonObject().put("bitcoinHolders", new JsonArray().add("HODL"))));
        LocalUpstream up = new LocalUpstream()) {
      Ingest.load(server, "sec-tickers", "company_tickers.json",
          "{\"0\":{\"cik_str\":61,\"ticker\":\"HODL\",\"title\":\"Hodl Co\"}}");
      String submissions = "{\"cik\":\"0000000061\",\"name\":\"Hodl Co\",\"tickers\":[\"HODL\"],\"exchanges\":[\"Nasdaq\"],"
          + "\"filings\":{\"recent\":{\"accessionNumber\":[\"0000000061-25-000030\",\"0000000061-25-000020\","
          + "\"0000000061-25-000010\"],\"filingDate\":[\"2025-11-05\",\"2025-10-30\",\"2025-08-01\"],"
          + "\"reportDate\":[\"2025-11-04\",\"2025-09-30\",\"2025-06-30\"],\"acceptanceDateTime\":["
          + "\"2025-11-05T12:00:00.000Z\",\"2025-10-30T12:00:00.000Z\",\"2025-08-01T12:00:00.000Z\"],"
          + "\"form\":[\"8-K\",\"10-Q\",\"10-Q\"],\"primaryDocument\":[\"hodl-8k.htm\",\"hodl-20250930.htm\","
          + "\"hodl-20250630.htm\"],\"items\":[\"\",\"\",\"\"]},\"files\":[]}}";
      up.serve("/data/submissions/CIK0000000061.json", submissions.getBytes(StandardCharsets.UTF_8));
      up.serve("/www/Archives/edgar/data/61/000000006125000020/hodl-20250930_htm.xml",
          instance(61, "2025-09-30", "1000", "114000000").getBytes(StandardCharsets.UTF_8));
      JsonObject ups = new JsonObject()
          .put(FactsPollers.COMPANY_FACTS, new JsonObject().put("baseUrl", up.baseUrl() + "/data").put("userAgent", UA))
          .put(FactsPollers.INSTANCES, new JsonObject().put("baseUrl", up.baseUrl() + "/www").put("userAgent", UA)
              .put("pathTemplate", "/Archives/edgar/data/{cik}/{accessionNoDashes}/{document}"));
      AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", ups)
          .put("secFacts", new JsonObject().put("bitcoinHolders", new JsonArray().add("HODL"))));
      SecFactsFamily family = new SecFactsFamily();
      family.configure(config);
      JsonObject st = Polls.once(server, FactsPollers.INSTANCES,
          poller(family.pollers(config, server.service.pool()), FactsPollers.INSTANCES));
      assertEquals(1, st.getInteger("files_loaded"), st.encode());
      JsonObject row = server.json("/api/markets/bitcoin-treasuries").getJsonArray("data").getJsonObject(0);
      assertEquals("HODL", row.getString("ticker"));
      assertEquals("Hodl Co", row.getString("name"));
      assertEquals(1000, row.getInteger("units"));
      assertEquals("0000000061-25-000020", row.getString("accessionNo"));
      assertTrue(row.getBoolean("unitsReliable"));

      up.forget();
      Polls.once(server, FactsPollers.INSTANCES, poller(family.pollers(config, server.service.pool()),
          FactsPollers.INSTANCES));
      assertEquals(List.of("/data/submissions/CIK0000000061.json"), up.paths(), "the instance is fetched once");

      // an older quarter's instance imported afterwards changes nothing
      assertEquals(false, Ingest.load(server, "bitcoin-treasuries", "0000000061-25-000010_hodl-20250630_htm.xml",
          instance(61, "2025-06-30", "900", "90000000")).counts().changedAnything());
      assertEquals(1000, server.json("/api/markets/bitcoin-treasuries").getJsonArray("data").getJsonObject(0)
          .getInteger("units"));
    }
  }
}
