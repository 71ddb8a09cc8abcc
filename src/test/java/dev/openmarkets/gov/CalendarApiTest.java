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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * /calendar over real HTTP and PostgreSQL: stable ids across re-polls, the order, the default
 * window (7 days back to 30 ahead), importance (medium = med) and source filters, the 400s, and
 * actual/previous recomputed by hand from our own BLS API sample (level, change, pct).
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "gov_calendar", config = "config")
class CalendarApiTest {
  private TestServer server;

  static JsonObject config() {
    return TestConfigs.cacheOff();
  }

  @BeforeAll
  void start() throws Exception {
    for (String f : List.of("cpi.htm", "empsit.htm", "fomccalendars.htm", "bls-series.json")) {
      assertTrue(Ingest.load(server, "calendar", f, Ingest.demo("gov/" + f)).loaded(), f);
    }
  }

  private JsonArray data(String q) throws Exception {
    return server.json("/api/markets/calendar" + q).getJsonArray("data");
  }

  /** The stored schedules' rows: without the weekly claims computed for every window. */
  private JsonArray stored(String q) throws Exception {
    JsonArray out = new JsonArray();
    data(q).stream().map(o -> (JsonObject) o).filter(o -> !"dol".equals(o.getString("source"))).forEach(out::add);
    return out;
  }

  private static List<String> col(JsonArray rows, String f) {
    List<String> out = new ArrayList<>();
    rows.forEach(r -> out.add(String.valueOf(((JsonObject) r).getValue(f))));
    return out;
  }

  private static JsonObject row(JsonArray rows, String id) {
    return rows.stream().map(o -> (JsonObject) o).filter(o -> id.equals(o.getString("id"))).findFirst().orElseThrow();
  }

  private void assert400(String q, String mentions) throws Exception {
    HttpResponse<String> r = server.get("/api/markets/calendar" + q);
    assertEquals(400, r.statusCode(), q + ": " + r.body());
    assertTrue(new JsonObject(r.body()).getString("detail").contains(mentions), r.body());
  }

  @Test
  void rowsInOrderWithActualsComputedByHand() throws Exception {
    JsonArray rows = stored("?from=2026-11-01&to=2026-12-31");
    assertEquals(List.of("bls-core-cpi-2026-10", "bls-cpi-2026-10", "bls-nfp-2026-10", "bls-unemployment-2026-10",
        "bls-nfp-2026-11", "bls-unemployment-2026-11", "fed-fomc-2026-12-09", "bls-core-cpi-2026-11", "bls-cpi-2026-11"),
        col(rows, "id"));
    // same release time: ties broken by id
    JsonObject cpi = row(rows, "bls-cpi-2026-10");
    assertEquals(List.of("id", "source", "eventName", "importance", "scheduledAt", "periodLabel", "previous", "forecast",
        "actual", "unit", "knownAt"), new ArrayList<>(cpi.fieldNames()));
    assertEquals("2026-11-18T13:30:00Z", cpi.getString("scheduledAt"));
    assertEquals("October 2026", cpi.getString("periodLabel"));
    // pct: (333.145 / 332.311 - 1) x 100 = 0.2510 -> 0.3; previous (332.311 / 331.402 - 1) x 100 = 0.2743 -> 0.3
    assertEquals("0.3", cpi.getString("actual"));
    assertEquals("0.3", cpi.getString("previous"));
    assertNull(cpi.getValue("forecast"));
    assertEquals("%", cpi.getString("unit"));
    // core: (337.598 / 336.790 - 1) x 100 = 0.2399 -> 0.2; previous (336.790 / 335.872 - 1) x 100 = 0.2733 -> 0.3
    JsonObject core = row(rows, "bls-core-cpi-2026-10");
    assertEquals("0.2", core.getString("actual"));
    assertEquals("0.3", core.getString("previous"));
    // change: 160367 - 160254 = 113; previous 160254 - 160112 = 142 (thousands)
    JsonObject nfp = row(rows, "bls-nfp-2026-10");
    assertEquals("113", nfp.getString("actual"));
    assertEquals("142", nfp.getString("previous"));
    assertEquals("thousands", nfp.getString("unit"));
    assertEquals("4.4", row(rows, "bls-unemployment-2026-10").getString("actual"));
    // not released yet / no observation: actual null; previous is October's
    JsonObject nov = row(rows, "bls-nfp-2026-11");
    assertNull(nov.getValue("actual"));
    assertEquals("113", nov.getString("previous"));
    JsonObject fomc = row(rows, "fed-fomc-2026-12-09");
    assertEquals("FOMC Rate Decision", fomc.getString("eventName"));
    assertEquals("fed", fomc.getString("source"));
    assertNull(fomc.getValue("actual"));
  }

  @Test
  void theFomcActualIsTheTargetOnTheEffectiveDayFromFred() throws Exception {
    TestDb.exec(server.db, "INSERT INTO fred_observations VALUES ('DFEDTARU', DATE '2026-10-27', 4.00), "
        + "('DFEDTARU', DATE '2026-10-28', 4.00), ('DFEDTARU', DATE '2026-10-29', 3.75), ('DFEDTARU', DATE '2026-10-30', NULL)");
    try {
      JsonObject oct = row(data("?from=2026-10-01&to=2026-10-31&source=fed"), "fed-fomc-2026-10-28");
      assertEquals("2026-10-28T18:00:00Z", oct.getString("scheduledAt"));
      assertEquals("3.75", oct.getString("actual"));
      assertEquals("4.00", oct.getString("previous"));
      assertEquals("%", oct.getString("unit"));
    } finally {
      TestDb.exec(server.db, "DELETE FROM fred_observations");
    }
  }

  @Test
  void filtersAndTheirErrors() throws Exception {
    assertEquals(List.of("fed-fomc-2026-12-09"), col(data("?from=2026-11-01&to=2026-12-31&source=fed"), "id"));
    assertEquals(9, data("?from=2026-11-01&to=2026-12-31&importance=high").size());
    // med: only the weekly claims (computed), Thursdays 11-05 to 12-31 with Thanksgiving's on Wednesday 11-25
    JsonArray med = data("?from=2026-11-01&to=2026-12-31&importance=medium");
    assertEquals(9, med.size());
    assertTrue(col(med, "source").stream().allMatch("dol"::equals));
    assertEquals(col(med, "id"), col(data("?from=2026-11-01&to=2026-12-31&importance=med"), "id"));
    assertEquals(2, data("?from=2026-11-01&to=2026-12-31&limit=2").size());
    // only 'from': 37 days from it
    assertEquals(List.of("bls-core-cpi-2026-10", "bls-cpi-2026-10", "bls-nfp-2026-10", "bls-unemployment-2026-10",
        "bls-nfp-2026-11", "bls-unemployment-2026-11"), col(stored("?from=2026-11-01"), "id"));
    assert400("?importance=urgent", "importance");
    assert400("?source=ecb", "source");
    assert400("?from=2026-12-01&to=2026-11-01", "after");
    assert400("?from=2026-01-01&to=2027-03-01", "400 days");
  }

  @Test
  void theDefaultWindowIsSevenDaysBackToThirtyAhead() throws Exception {
    TestDb.exec(server.db, "INSERT INTO calendar_events (id, source, event_name, importance, scheduled_at) VALUES "
        + "('t-in-back', 'bls', 'T', 'low', now() - interval '6 days'), ('t-out-back', 'bls', 'T', 'low', now() - interval '9 days'), "
        + "('t-in-ahead', 'bls', 'T', 'low', now() + interval '29 days'), ('t-out-ahead', 'bls', 'T', 'low', now() + interval '32 days')");
    try {
      List<String> ids = col(data("?importance=low"), "id");
      assertEquals(List.of("t-in-back", "t-in-ahead"), ids);
    } finally {
      TestDb.exec(server.db, "DELETE FROM calendar_events WHERE id LIKE 't-%'");
    }
  }

  @Test
  void idsAreStableWhenAReleaseMoves() throws Exception {
    String current = "SELECT count(*) FROM calendar_events WHERE superseded_at IS NULL";
    long before = TestDb.count(server.db, current);
    String moved = Ingest.demo("gov/cpi.htm").replace("Dec. 10, 2026", "Dec. 11, 2026");
    try {
      assertTrue(Ingest.load(server, "calendar", "cpi.htm", moved).loaded());
      assertEquals(before, TestDb.count(server.db, current));
      assertEquals("2026-12-11T13:30:00Z", row(data("?from=2026-12-01&to=2026-12-31"), "bls-cpi-2026-11").getString("scheduledAt"));
    } finally {
      assertTrue(Ingest.load(server, "calendar", "cpi.htm", Ingest.demo("gov/cpi.htm")).loaded());
    }
    var again = Ingest.load(server, "calendar", "cpi.htm", Ingest.demo("gov/cpi.htm"));
    assertEquals(0, again.counts().inserted() + again.counts().updated());
  }
}
