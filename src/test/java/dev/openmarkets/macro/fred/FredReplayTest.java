package dev.openmarkets.macro.fred;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.macro.MacroFamily;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.Replays;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * FRED replay through the real pollers (issue 37, "Replay"): a local FRED serves WALCL, WTREGEN and
 * RRPONTSYD for three weeks, then WALCL with one week revised, then a fourth week of all three.
 * The keyless fredgraph.csv poller loads each change (known when first stored); with an API key
 * the ALFRED poller also loads every vintage (known at the end of its realtime_start day in New
 * York, or when stored if that is sooner: a revision published today). fed-liquidity's weekly
 * rows and series rows recorded after each poll are given back byte for byte by asOf afterwards.
 */
@Tag("db")
class FredReplayTest {
  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
  private static final List<String> SERIES = List.of("WALCL", "WTREGEN", "RRPONTSYD");
  private static final List<String> QUERIES = List.of("/api/markets/fed-liquidity",
      "/api/markets/fed-liquidity?vintage=first", "/api/markets/fed-liquidity?series=WALCL",
      "/api/markets/fed-liquidity?series=RRPONTSYD");
  private static final String ALFRED = "/fred/series/observations";
  private static final String KEY = "k3y";

  /** One observation: its date, value, and the day FRED first published this value (its realtime_start). */
  private record Obs(String series, LocalDate date, String value, LocalDate published) {
  }

  /** What FRED has published, every vintage: fredgraph.csv shows each date's newest, ALFRED all. */
  private final List<Obs> published = new ArrayList<>();
  private final LocalDate today = todayInNewYork();
  // Wednesdays (WALCL's and WTREGEN's weekly dates) three to one weeks before the latest one before today
  private final LocalDate wed = today.minusDays(1).with(TemporalAdjusters.previousOrSame(DayOfWeek.WEDNESDAY))
      .minusWeeks(3);

  /** Today in New York, away from its midnight (a revision published today must stay dated today while the test runs). */
  private static LocalDate todayInNewYork() {
    ZonedDateTime now = ZonedDateTime.now(NEW_YORK);
    if (now.getHour() == 23 && now.getMinute() == 59) {
      try {
        Thread.sleep(61_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    return LocalDate.now(NEW_YORK);
  }

  /** A week of the three series ending on Wednesday d, published the day after. */
  private void week(LocalDate d, String walcl, String wtregen, String rrpTuesday, String rrpWednesday) {
    week(d, walcl, wtregen, rrpTuesday, rrpWednesday, d, d.plusDays(1));
  }

  /** A week of the three series ending on Wednesday d, the Tuesday's RRP published on `tuesday`, the rest on `on`. */
  private void week(LocalDate d, String walcl, String wtregen, String rrpTuesday, String rrpWednesday, LocalDate tuesday,
      LocalDate on) {
    published.add(new Obs("WALCL", d, walcl, on));
    published.add(new Obs("WTREGEN", d, wtregen, on));
    published.add(new Obs("RRPONTSYD", d.minusDays(1), rrpTuesday, tuesday));
    published.add(new Obs("RRPONTSYD", d, rrpWednesday, on));
  }

  /** fredgraph.csv?id=SERIES: every date's newest value (the header FRED writes since 2024). */
  private String csv(String series) {
    Map<LocalDate, String> newest = new java.util.TreeMap<>();
    published.stream().filter(o -> o.series().equals(series)).forEach(o -> newest.put(o.date(), o.value()));
    StringBuilder s = new StringBuilder("observation_date," + series + "\n");
    newest.forEach((d, v) -> s.append(d).append(',').append(v).append('\n'));
    return s.toString();
  }

  /** series/observations over the full realtime range: every vintage, each until the next. */
  private String alfred(String series) {
    JsonArray obs = new JsonArray();
    List<Obs> of = published.stream().filter(o -> o.series().equals(series))
        .sorted(java.util.Comparator.comparing(Obs::date).thenComparing(Obs::published)).toList();
    for (int i = 0; i < of.size(); i++) {
      Obs o = of.get(i);
      boolean revised = i + 1 < of.size() && of.get(i + 1).date().equals(o.date());
      obs.add(new JsonObject().put("realtime_start", o.published().toString())
          .put("realtime_end", revised ? of.get(i + 1).published().minusDays(1).toString() : "9999-12-31")
          .put("date", o.date().toString()).put("value", o.value()));
    }
    return new JsonObject().put("realtime_start", "1776-07-04").put("realtime_end", "9999-12-31")
        .put("observation_start", "1600-01-01").put("observation_end", "9999-12-31").put("units", "lin")
        .put("output_type", 1).put("file_type", "json").put("order_by", "observation_date").put("sort_order", "asc")
        .put("count", obs.size()).put("offset", 0).put("limit", 100000).put("observations", obs).encodePrettily();
  }

  private void serve(LocalUpstream up) {
    for (String s : SERIES) {
      up.serve("/fredgraph.csv?id=" + s, csv(s).getBytes(StandardCharsets.UTF_8));
      up.serve(ALFRED + "?series_id=" + s + "&api_key=" + KEY
          + "&file_type=json&realtime_start=1776-07-04&realtime_end=9999-12-31",
          alfred(s).getBytes(StandardCharsets.UTF_8));
    }
  }

  private static AppConfig config(LocalUpstream up, boolean keyed) {
    JsonObject upstreams = new JsonObject()
        .put("fred", new JsonObject().put("baseUrl", up.baseUrl() + "/fredgraph.csv").put("userAgent", UA)
            .put("series", new JsonArray(SERIES)))
        .put("fred-alfred", new JsonObject().put("baseUrl", up.baseUrl() + ALFRED).put("userAgent", UA)
            .put("apiKey", keyed ? KEY : ""));
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", upstreams));
  }

  /** One poll of fredgraph.csv, then (keyed) one of ALFRED. */
  private static void poll(TestServer server, LocalUpstream up, boolean keyed) throws Exception {
    AppConfig config = config(up, keyed);
    for (Deployable p : new MacroFamily().pollers(config, server.service.pool(), Clock.systemUTC())) {
      String name = ((Poller) p).name();
      if (name.equals("fred") || name.equals("fred-alfred")) {
        JsonObject stats = Polls.once(server, name, p);
        assertNotEquals("error", stats.getString("last_outcome"), stats.encode());
      }
    }
  }

  private void replay(String db, boolean keyed) throws Exception {
    Map<Instant, Map<String, String>> recorded = new LinkedHashMap<>();
    try (TestServer server = TestServer.start(db); LocalUpstream up = new LocalUpstream()) {
      week(wed, "6600000", "850.5", "120.25", "118.5");
      week(wed.plusWeeks(1), "6590000", "845.25", "110", "111.75");
      serve(up);
      poll(server, up, keyed);
      Instant m1 = Replays.moment();
      recorded.put(m1, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m1).get(QUERIES.get(0)).contains("\"walcl\":\"6590.000\""), recorded.get(m1).toString());

      // FRED revises the second week's WALCL today
      published.add(new Obs("WALCL", wed.plusWeeks(1), "6591234", today));
      serve(up);
      poll(server, up, keyed);
      Instant m2 = Replays.moment();
      recorded.put(m2, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m2).get(QUERIES.get(0)).contains("\"walcl\":\"6591.234\""), recorded.get(m2).toString());
      assertTrue(recorded.get(m2).get(QUERIES.get(1)).contains("\"walcl\":\"6590.000\""), "the initial release");

      // and publishes the next week today (late: a week FRED had published before m1 would be known as of m1)
      week(wed.plusWeeks(2), "6580000", "840", "105.5", "104", today, today);
      serve(up);
      poll(server, up, keyed);
      Instant m3 = Replays.moment();
      recorded.put(m3, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m3).get(QUERIES.get(0)).contains("\"date\":\"" + wed.plusWeeks(2) + "\""));

      assertEquals(keyed ? 18 : 9, up.paths().size(), up.paths().toString());
      Replays.assertEachChanged(recorded);
      Replays.assertReplayed(server, recorded);
    }
  }

  @Test
  void keylessCsvAnswersRecordedWhileASeriesIsRevisedComeBackByAsOf() throws Exception {
    replay("fred_replay_csv", false);
  }

  @Test
  void withAlfredVintagesTooAnswersRecordedWhileASeriesIsRevisedComeBackByAsOf() throws Exception {
    replay("fred_replay_alfred", true);
  }
}
