package dev.openmarkets.gov;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestConfigs;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The BEA, Census and weekly claims rows of /calendar over real HTTP and PostgreSQL, actuals from
 * our own FRED samples recomputed by hand; and the BEA and Census pollers as GovFamily wires them,
 * against a local server started here.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "gov_calendar_agencies", config = "config")
class CalendarAgenciesTest {
  private TestServer server;
  private LocalUpstream upstream;

  static JsonObject config() {
    return TestConfigs.cacheOff();
  }

  @BeforeAll
  void start() throws Exception {
    upstream = new LocalUpstream();
  }

  @AfterAll
  void stop() throws Exception {
    upstream.close();
  }

  private void loadDemo() throws Exception {
    for (String f : List.of("bea-schedule.ics", "census-calendar-listview.html")) {
      assertTrue(Ingest.load(server, "calendar", f, Ingest.demo("gov/" + f)).loaded(), f);
    }
    for (String s : List.of("A191RL1Q225SBEA", "BOPGSTB", "RSAFS", "HOUST", "ICSA")) {
      String f = "fredgraph." + s + ".csv";
      assertTrue(Ingest.load(server, "fed-liquidity", f, Ingest.demo("gov/" + f)).loaded(), f);
    }
  }

  private JsonObject row(String q, String id) throws Exception {
    return server.json("/api/markets/calendar" + q).getJsonArray("data").stream().map(o -> (JsonObject) o)
        .filter(o -> id.equals(o.getString("id"))).findFirst().orElseThrow(() -> new AssertionError(id));
  }

  @Test
  void beaCensusAndClaimsRowsWithActualsFromFred() throws Exception {
    loadDemo();
    String window = "?from=2026-10-20&to=2026-11-30";
    // level: BOPGSTB September -70112, previous August -68340
    JsonObject trade = row(window, "bea-trade-balance-2026-09");
    assertEquals("bea", trade.getString("source"));
    assertEquals("2026-11-19T13:30:00Z", trade.getString("scheduledAt"));
    assertEquals("September 2026", trade.getString("periodLabel"));
    assertEquals("-70112", trade.getString("actual"));
    assertEquals("-68340", trade.getString("previous"));
    assertNull(trade.getValue("forecast"));
    // quarterly GDP: the quarter's value, previous the quarter before
    JsonObject adv = row(window, "bea-gdp-advance-2026-q3");
    assertEquals("3.1", adv.getString("actual"));
    assertEquals("2.8", adv.getString("previous"));
    assertEquals("3rd Quarter 2026", adv.getString("periodLabel"));
    assertEquals("2.8", row(window, "bea-gdp-second-2026-q3").getString("previous"));
    // pct: (736125 / 735100 - 1) x 100 = 0.139 -> 0.1; previous (735100 / 731402 - 1) x 100 = 0.506 -> 0.5
    JsonObject retail = row(window, "census-retail-sales-2026-10");
    assertEquals("census", retail.getString("source"));
    assertEquals("0.1", retail.getString("actual"));
    assertEquals("0.5", retail.getString("previous"));
    assertEquals("%", retail.getString("unit"));
    JsonObject starts = row(window, "census-housing-starts-2026-10");
    assertEquals("1356", starts.getString("actual"));
    assertEquals("1314", starts.getString("previous"));
    // weekly claims: ICSA on the week-ending Saturday, previous the week before
    JsonObject claims = row(window, "dol-claims-2026-11-14");
    assertEquals("dol", claims.getString("source"));
    assertEquals("Initial Jobless Claims", claims.getString("eventName"));
    assertEquals("2026-11-19T13:30:00Z", claims.getString("scheduledAt"));
    assertEquals("219000", claims.getString("actual"));
    assertEquals("228000", claims.getString("previous"));
    assertEquals("claims", claims.getString("unit"));
    JsonObject thanksgiving = row(window, "dol-claims-2026-11-21");
    assertEquals("2026-11-25T13:30:00Z", thanksgiving.getString("scheduledAt"));
    assertNull(thanksgiving.getValue("actual"));
    assertEquals("219000", thanksgiving.getString("previous"));
    // the source filter, on stored and computed rows alike
    JsonArray census = server.json("/api/markets/calendar" + window + "&source=census").getJsonArray("data");
    assertEquals(4, census.size());
    assertTrue(census.stream().allMatch(o -> ((JsonObject) o).getString("id").startsWith("census-")));
    JsonArray dol = server.json("/api/markets/calendar" + window + "&source=dol").getJsonArray("data");
    assertEquals(List.of("dol-claims-2026-10-17", "dol-claims-2026-10-24", "dol-claims-2026-10-31",
        "dol-claims-2026-11-07", "dol-claims-2026-11-14", "dol-claims-2026-11-21"),
        dol.stream().map(o -> ((JsonObject) o).getString("id")).toList());
  }

  @Test
  void theBeaAndCensusPollersFetchTheirSchedules() throws Exception {
    upstream.serve("/bea/online-calendar-subscription.ics",
        Ingest.demo("gov/bea-schedule.ics").getBytes(StandardCharsets.ISO_8859_1));
    // the year pages: 2026's, and from September next year's, not published yet here (404)
    upstream.serve("/census/calendar-listview-2026.html",
        Ingest.demo("gov/census-calendar-listview.html").getBytes(StandardCharsets.ISO_8859_1));
    upstream.fail("/census/calendar-listview-2027.html", 404);
    JsonObject ups = new JsonObject();
    for (String off : List.of("treasurydirect", "usaspending", "usaspending-recipients", "bls-schedule", "fomc-calendar",
        "bls-api")) {
      ups.put(off, new JsonObject().put("enabled", false));
    }
    ups.put("bea-schedule", new JsonObject().put("baseUrl", upstream.baseUrl() + "/bea/online-calendar-subscription.ics")
        .put("userAgent", UA).put("timeoutSeconds", 5));
    ups.put("census-calendar", new JsonObject().put("baseUrl", upstream.baseUrl() + "/census")
        .put("userAgent", UA).put("timeoutSeconds", 5));
    AppConfig config = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), new JsonObject().put("upstreams", ups));
    GovFamily family = new GovFamily();
    family.configure(config);
    List<Deployable> pollers = family.pollers(config, server.service.pool(),
        Clock.fixed(Instant.parse("2026-11-23T09:00:00Z"), ZoneOffset.UTC));
    assertEquals(2, pollers.size());
    TestDb.exec(server.db, "DELETE FROM calendar_events WHERE source IN ('bea', 'census')");
    JsonObject bea = Polls.once(server, "bea-schedule", pollers.get(0));
    assertEquals(0, bea.getInteger("consecutive_failures"), bea.encode());
    assertEquals(13, TestDb.count(server.db, "SELECT count(*) FROM calendar_events WHERE source = 'bea'"));
    JsonObject census = Polls.once(server, "census-calendar", pollers.get(1));
    assertEquals(0, census.getInteger("consecutive_failures"), census.encode());
    assertEquals(7, TestDb.count(server.db, "SELECT count(*) FROM calendar_events WHERE source = 'census'"));
    assertTrue(census.getString("last_outcome").contains("census-calendar-listview-2027.html: not published yet (HTTP 404"),
        census.encode());
    assertEquals(List.of("/bea/online-calendar-subscription.ics", "/census/calendar-listview-2026.html",
        "/census/calendar-listview-2027.html"), upstream.paths());
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));

    // a maintenance page instead of the calendar: the poll fails and shows in /stats; the rows stay
    upstream.serve("/census/calendar-listview-2026.html", "<html>Maintenance</html>".getBytes(StandardCharsets.US_ASCII));
    JsonObject failed = Polls.once(server, "census-calendar", family.pollers(config, server.service.pool(),
        Clock.fixed(Instant.parse("2026-11-24T09:00:00Z"), ZoneOffset.UTC)).get(1));
    assertEquals(1, failed.getInteger("consecutive_failures"), failed.encode());
    assertEquals(7, TestDb.count(server.db, "SELECT count(*) FROM calendar_events WHERE source = 'census'"));
  }
}
