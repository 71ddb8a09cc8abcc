package dev.openmarkets.macro.bis;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.MacroKinds;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * rates and rates/{code} over real HTTP and PostgreSQL. No real BIS WS_CBPOL file exists in the
 * fixtures: the samples here are written by hand from the BIS SDMX-CSV format (the v1 API's
 * columns FREQ, REF_AREA, ..., TIME_PERIOD, OBS_VALUE, OBS_STATUS, ...; NaN with status M for a
 * missing day). The daily series' change points are recomputed by hand.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_rates")
class RatesApiTest {
  static final String HEADER = "FREQ,REF_AREA,UNIT_MEASURE,UNIT_MULT,TIME_FORMAT,COMPILATION,DECIMALS,SOURCE_REF,"
      + "SUPP_INFO_BREAKS,TITLE,TIME_PERIOD,OBS_VALUE,OBS_STATUS,OBS_CONF,OBS_PRE_BREAK";
  private TestServer server;

  static String line(String area, LocalDate d, String value) {
    boolean missing = value.equals("NaN");
    return String.join(",", "D", area, "368", "0", "P1D", "\"Policy rate, as published\"", "4", "BIS", "",
        "\"Central bank policy rate - " + area + " - daily\"", d.toString(), value, missing ? "M" : "A", "F", "");
  }

  /** Daily lines from `from` with the rate switching at the given dates. */
  static List<String> series(String area, LocalDate from, LocalDate to, Object... steps) {
    List<String> out = new ArrayList<>();
    for (LocalDate d = from; !d.isAfter(to); d = d.plusDays(1)) {
      String rate = null;
      for (int i = 0; i < steps.length; i += 2) {
        if (!d.isBefore((LocalDate) steps[i])) {
          rate = (String) steps[i + 1];
        }
      }
      out.add(line(area, d, rate));
    }
    return out;
  }

  static String file(List<String> lines) {
    return HEADER + "\r\n" + String.join("\r\n", lines) + "\r\n";
  }

  @BeforeAll
  void start() throws Exception {
    LocalDate a = LocalDate.of(2026, 6, 1);
    LocalDate z = LocalDate.of(2026, 11, 20);
    List<String> lines = new ArrayList<>();
    lines.addAll(series("US", a, z, a, "4.375", LocalDate.of(2026, 7, 30), "4.125", LocalDate.of(2026, 9, 17), "3.875"));
    // the euro area goes down and back up; a missing day inside a run is no change
    List<String> xm = series("XM", a, z, a, "2", LocalDate.of(2026, 8, 1), "1.75", LocalDate.of(2026, 10, 1), "2");
    xm.set(20, line("XM", a.plusDays(20), "NaN"));
    lines.addAll(xm);
    lines.addAll(series("CH", a, z, a, "0"));
    assertTrue(Ingest.load(server, "rates", "WS_CBPOL.D.csv", file(lines)).loaded());
  }

  private static void bps(String expected, Object actual) {
    if (expected == null) {
      assertNull(actual);
    } else {
      assertEquals(0, new BigDecimal(expected).compareTo(new BigDecimal(actual.toString())), expected + " vs " + actual);
    }
  }

  @Test
  void everyEconomyWithItsCurrentRateOrderedByCountry() throws Exception {
    JsonArray rows = server.json("/api/markets/rates").getJsonArray("data");
    assertEquals(List.of("Euro area", "Switzerland", "United States"),
        rows.stream().map(o -> ((JsonObject) o).getString("country")).toList());
    JsonObject xm = rows.getJsonObject(0);
    assertEquals("xm", xm.getString("code"));
    assertEquals("2", xm.getString("rate"));
    assertEquals("2026-10-01", xm.getString("effectiveDate"));
    assertEquals("1.75", xm.getString("previousRate"));
    bps("25", xm.getValue("changeBps"));
    assertEquals("2026-11-20", xm.getString("asOf"));
    JsonObject ch = rows.getJsonObject(1);
    assertEquals("0", ch.getString("rate"));
    assertEquals("2026-06-01", ch.getString("effectiveDate"));
    assertNull(ch.getValue("previousRate"));
    assertNull(ch.getValue("changeBps"));
    JsonObject us = rows.getJsonObject(2);
    assertEquals("3.875", us.getString("rate"));
    assertEquals("2026-09-17", us.getString("effectiveDate"));
    assertEquals("4.125", us.getString("previousRate"));
    bps("-25", us.getValue("changeBps"));
  }

  @Test
  void historyIsTheChangePointsNewestFirst() throws Exception {
    JsonArray us = server.json("/api/markets/rates/us").getJsonArray("data");
    assertEquals(3, us.size());
    assertEquals("2026-09-17", us.getJsonObject(0).getString("date"));
    assertEquals("3.875", us.getJsonObject(0).getString("rate"));
    bps("-25", us.getJsonObject(0).getValue("changeBps"));
    assertEquals("2026-07-30", us.getJsonObject(1).getString("date"));
    bps("-25", us.getJsonObject(1).getValue("changeBps"));
    assertEquals("2026-06-01", us.getJsonObject(2).getString("date"));
    bps(null, us.getJsonObject(2).getValue("changeBps"));
    JsonArray xm = server.json("/api/markets/rates/xm").getJsonArray("data");
    assertEquals(List.of("2026-10-01", "2026-08-01", "2026-06-01"),
        xm.stream().map(o -> ((JsonObject) o).getString("date")).toList());
    bps("25", xm.getJsonObject(0).getValue("changeBps"));
    bps("-25", xm.getJsonObject(1).getValue("changeBps"));
    assertEquals(1, server.json("/api/markets/rates/US?from=2026-07-01&to=2026-08-31").getJsonArray("data").size());
    assertEquals(1, server.json("/api/markets/rates/us?limit=1").getJsonArray("data").size());
  }

  @Test
  void anOverlappingWeeklyWindowAddsNoChangePoint() throws Exception {
    LocalDate from = LocalDate.of(2026, 10, 21);
    FileOutcome o = Ingest.load(server, "rates", "WS_CBPOL.D.2026-10-21.csv",
        file(series("US", from, LocalDate.of(2026, 11, 20), from, "3.875")));
    assertTrue(o.loaded());
    assertEquals(0, o.counts().inserted() + o.counts().updated());
    assertEquals(3, server.json("/api/markets/rates/us").getJsonArray("data").size());
  }

  @Test
  void unknownCodeIs404AndBadParametersAre400() throws Exception {
    assertEquals(404, server.get("/api/markets/rates/zz").statusCode());
    assertEquals(404, server.get("/api/markets/rates/euro").statusCode());
    assertEquals(200, server.get("/api/markets/rates/us?limit=5000").statusCode());
  }

  @ParameterizedTest
  @CsvSource({"/api/markets/rates/us?limit=0", "/api/markets/rates/us?limit=5001", "/api/markets/rates/us?from=2026-02-30",
      "/api/markets/rates/us?from=2026-11-01&to=2026-10-01", "/api/markets/rates/u%24"})
  void badParametersAre400(String path) throws Exception {
    assertEquals(400, server.get(path).statusCode(), path);
  }

  @Test
  void monthlyOrMalformedFilesAreRejectedWhole() throws Exception {
    String monthly = HEADER + "\r\n" + line("US", LocalDate.of(2026, 1, 1), "4").replaceFirst("^D,", "M,") + "\r\n";
    assertFalse(Ingest.load(server, "rates", "WS_CBPOL.M.csv", monthly).loaded());
    assertFalse(Ingest.load(server, "rates", "x.csv", "REF_AREA,TIME_PERIOD\r\nUS,2026-01-01\r\n").loaded());
    assertFalse(Ingest.load(server, "rates", "x.csv", file(List.of(line("US", LocalDate.of(2026, 1, 1), "4.x")))).loaded());
  }

  @Test
  void pollerAsksFromTheBackfillDateThenTheLastThirtyDays() throws Exception {
    Instant now = Instant.parse("2026-11-21T06:00:00Z");
    try (LocalUpstream upstream = new LocalUpstream()) {
      String first = "/api/v1/data/WS_CBPOL/D./all?format=csv&startPeriod=2026-10-22";
      upstream.serve(first, file(List.of(line("US", LocalDate.of(2026, 11, 20), "3.875")))
          .getBytes(StandardCharsets.US_ASCII));
      UpstreamConfig cfg = UpstreamConfigs.named("bis-cbpol")
          .baseUrl(upstream.baseUrl())
          .intervalSeconds(604800)
          .timeoutSeconds(5)
          .userAgent(UA)
          .path("/api/v1/data/WS_CBPOL/D./all?format=csv&startPeriod={start}")
          .build();
      JsonObject status = Polls.once(server, "bis-cbpol", new SnapshotPoller(cfg, server.service.pool(),
          Clock.fixed(now, ZoneOffset.UTC), new PolicyRateSources(MacroKinds.POLICY_RATES)));
      assertEquals(0, status.getInteger("consecutive_failures"));
      assertEquals(List.of(first), upstream.paths());
      assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
      assertEquals(3, server.json("/api/markets/rates/us").getJsonArray("data").size());
    }
  }
}
