package dev.openmarkets.sec.api;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.sec.SecFamily;
import dev.openmarkets.testing.TestClocks;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The EDGAR pollers against a real local HTTP server standing in for www.sec.gov: it serves a ticker
 * map, a daily form index per weekday and a full .txt submission per listed Form 4, and records
 * when each request arrived and with which User-Agent. The pollers must send the configured
 * User-Agent on every request, never put more than 10 requests into any one-second window, and
 * back off (later each time) when answered 429 or 403, with the error in /stats meanwhile.
 */
@Tag("db")
class EdgarPollersTest {
  private static final Pattern INDEX = Pattern.compile(".*/form\\.(\\d{8})\\.idx");
  private static final Pattern DOC = Pattern.compile(".*/(\\d{10}-\\d{2}-\\d{6})\\.txt");
  private static final String FULL_INDEX_Q3 = "/Archives/edgar/full-index/2026/QTR3/form.idx";
  private static final int FILINGS_PER_DAY = 5;

  private record Hit(long nanos, String path, String userAgent, int status) {
  }

  private final List<Hit> hits = Collections.synchronizedList(new ArrayList<>());
  private final AtomicInteger refuseFirst = new AtomicInteger();
  private Vertx edgarVertx;
  private HttpServer edgar;
  private TestServer server;
  private final List<String> deployed = new ArrayList<>();
  // the index poller reads weekdays' indexes only: "today" is a weekday whatever day this runs
  private final Clock clock = TestClocks.onAWeekday();

  @BeforeEach
  void start() throws Exception {
    edgarVertx = Vertx.vertx();
    edgar = edgarVertx.createHttpServer().requestHandler(this::answer).listen(0, "127.0.0.1")
        .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  @AfterEach
  void stop() throws Exception {
    if (server != null) {
      for (String id : deployed) {
        server.service.vertx().undeploy(id).toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
      }
      server.close();
    }
    edgarVertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  private void answer(HttpServerRequest req) {
    long now = System.nanoTime();
    String path = req.path();
    int status;
    String body;
    String type = "text/plain";
    if (refuseFirst.getAndDecrement() > 0) {
      boolean first = hits.isEmpty();
      status = first ? 429 : 403;
      body = first ? "Too Many Requests" : "<html><body>Your Request Originates from an Undeclared Automated Tool</body></html>";
    } else if (path.equals("/files/company_tickers.json")) {
      status = 200;
      body = SecXml.tickers("777|EDGR|Edgar Test Corp");
      type = "application/json";
    } else if (path.equals(FULL_INDEX_Q3)) {
      status = 200;
      body = formIndex(LocalDate.of(2026, 7, 1), LocalDate.of(2026, 7, 15), LocalDate.of(2026, 8, 3),
          LocalDate.of(2026, 9, 30));
    } else if (INDEX.matcher(path).matches()) {
      Matcher m = INDEX.matcher(path);
      m.matches();
      status = 200;
      body = formIndex(LocalDate.parse(m.group(1), DateTimeFormatter.BASIC_ISO_DATE));
    } else if (DOC.matcher(path).matches()) {
      Matcher m = DOC.matcher(path);
      m.matches();
      status = 200;
      body = document(m.group(1));
    } else {
      status = 404;
      body = "<?xml version=\"1.0\"?><Error><Code>NoSuchKey</Code></Error>";
    }
    hits.add(new Hit(now, path, req.getHeader("User-Agent"), status));
    req.response().setStatusCode(status).putHeader("Content-Type", type).end(body);
  }

  private static String formIndex(LocalDate... days) {
    StringBuilder s = new StringBuilder("Description:           Daily Index of EDGAR Dissemination Feed by Form Type\n"
        + "Last Data Received:    " + days[0] + "\n \nForm Type   Company Name"
        + " ".repeat(50) + "CIK         Date Filed  File Name\n" + "-".repeat(120) + "\n");
    for (LocalDate day : days) {
      dayRows(s, day);
    }
    return s.toString();
  }

  private static void dayRows(StringBuilder s, LocalDate day) {
    for (int n = 1; n <= FILINGS_PER_DAY; n++) {
      String acc = accession(day, n);
      s.append(String.format("%-12s%-62s%-12s%-12s%s%n", "4", "Edgar Test Corp", "777",
          DateTimeFormatter.BASIC_ISO_DATE.format(day), "edgar/data/777/" + acc + ".txt"));
    }
    // another form of the same day, which the family does not read
    s.append(String.format("%-12s%-62s%-12s%-12s%s%n", "8-K", "Edgar Test Corp", "777",
        DateTimeFormatter.BASIC_ISO_DATE.format(day), "edgar/data/777/0000000777-26-999999.txt"));
  }

  private static String accession(LocalDate day, int n) {
    return String.format("0000000777-26-%02d%02d%02d", day.getMonthValue(), day.getDayOfMonth(), n);
  }

  private static String document(String accession) {
    int n = Integer.parseInt(accession.substring(accession.length() - 2));
    LocalDate day = LocalDate.of(2026, Integer.parseInt(accession.substring(14, 16)), Integer.parseInt(accession.substring(16, 18)));
    String xml = new SecXml.Form4("0000000777", "Edgar Test Corp", "EDGR").owner(String.format("%010d", 800 + n),
        "Insider " + n).director().tx(day, "P", "10", "1.5", "10").xml();
    return SecXml.fullSubmission(accession, "4", "20261120163045", xml);
  }

  private void deployPollers(JsonObject upstreams) throws Exception {
    deployWith(new JsonObject().put("upstreams", upstreams));
  }

  private void deployPollers(JsonObject upstreams, JsonObject more) throws Exception {
    deployWith(more.copy().put("upstreams", upstreams));
  }

  private void deployWith(JsonObject overrides) throws Exception {
    AppConfig config = ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), overrides).withClock(clock);
    for (Deployable p : new SecFamily().pollers(config, server.service.pool())) {
      deployed.add(server.service.vertx().deployVerticle(p).toCompletionStage().toCompletableFuture()
          .get(10, TimeUnit.SECONDS));
    }
  }

  private JsonObject upstream(int intervalSeconds, int backfillDays, boolean enabled) {
    return new JsonObject().put("enabled", enabled).put("baseUrl", "http://127.0.0.1:" + edgar.actualPort())
        .put("intervalSeconds", intervalSeconds).put("timeoutSeconds", 10).put("backfillDays", backfillDays)
        .put("userAgent", UA);
  }

  private static void await(String what, long millis, BooleanSupplier done) throws InterruptedException {
    long end = System.currentTimeMillis() + millis;
    while (!done.getAsBoolean()) {
      if (System.currentTimeMillis() > end) {
        throw new AssertionError("timed out waiting for " + what);
      }
      Thread.sleep(50);
    }
  }

  private List<Hit> snapshot() {
    synchronized (hits) {
      return new ArrayList<>(hits);
    }
  }

  @Test
  void pollersSendTheUserAgentAndNeverMoreThanTenRequestsInAnySecond() throws Exception {
    server = TestServer.start("sec_edgar_pollers");
    deployPollers(new JsonObject()
        .put("sec-edgar-tickers", upstream(3600, 0, true))
        .put("sec-edgar-index", upstream(3600, 6, true))
        .put("sec-edgar-filings", upstream(1, 0, true)));
    LocalDate today = LocalDate.now(clock);
    long days = today.minusDays(6).datesUntil(today.plusDays(1))
        .filter(d -> d.getDayOfWeek().getValue() < 6).count();
    long expectedDocs = days * FILINGS_PER_DAY;
    await("every listed filing's document", 30_000, () -> TestDb.count(server.db,
        "SELECT count(*) FROM ingest_files WHERE name LIKE '%.txt' AND status = 'loaded'") == expectedDocs);

    List<Hit> seen = snapshot();
    assertTrue(seen.size() >= expectedDocs + days + 1, "tickers, indexes and documents: " + seen.size());
    for (Hit h : seen) {
      assertEquals(UA, h.userAgent(), h.path());
    }
    int worst = 0;
    for (int i = 0; i < seen.size(); i++) {
      int inWindow = 0;
      for (Hit h : seen) {
        if (h.nanos() >= seen.get(i).nanos() && h.nanos() - seen.get(i).nanos() < 1_000_000_000L) {
          inWindow++;
        }
      }
      worst = Math.max(worst, inWindow);
    }
    assertTrue(worst <= 10, "at most 10 requests in any one-second window, saw " + worst);
    assertTrue(worst >= 8, "the limiter, not the pollers' own pace, set the rate: " + worst);
    long span = seen.get(seen.size() - 1).nanos() - seen.get(0).nanos();
    assertTrue(span >= (seen.size() - 10) * 100_000_000L, "took " + span / 1_000_000 + " ms for " + seen.size());
    assertTrue(seen.stream().noneMatch(h -> h.path().contains("999999")), "8-K documents are not fetched");

    JsonArray tx = server.json("/api/markets/insiders/EDGR").getJsonObject("data").getJsonArray("transactions");
    assertEquals(expectedDocs, tx.size());
    assertEquals("2026-11-20T21:30:45Z", tx.getJsonObject(0).getString("filedAt"), "the header's acceptance time");
    JsonArray pollers = server.json("/stats").getJsonArray("pollers");
    List<String> names = new ArrayList<>();
    pollers.forEach(p -> names.add(((JsonObject) p).getString("poller")));
    assertTrue(names.containsAll(List.of("sec-edgar-filings", "sec-edgar-index", "sec-edgar-tickers")), names.toString());
  }

  @Test
  void tooManyRequestsAndForbiddenBackOffExponentiallyAndShowInStats() throws Exception {
    server = TestServer.start("sec_edgar_backoff");
    refuseFirst.set(2);
    deployPollers(new JsonObject()
        .put("sec-edgar-tickers", upstream(3600, 0, false))
        .put("sec-edgar-index", upstream(1, 4, true))
        .put("sec-edgar-filings", upstream(1, 0, false)));
    await("the 429", 5_000, () -> hits.size() >= 1);
    await("the 403", 5_000, () -> hits.size() >= 2);
    JsonObject[] status = new JsonObject[1];
    await("the second failure in /stats", 2_000, () -> {
      status[0] = indexPollerStatus();
      return status[0] != null && status[0].getInteger("consecutive_failures") == 2;
    });
    assertEquals("error", status[0].getString("last_outcome"));
    assertTrue(status[0].getString("last_error").startsWith("HTTP 403 from http://127.0.0.1:"), status[0].encode());
    assertTrue(status[0].getString("last_error").contains("throttled"), status[0].encode());
    await("the retry", 6_000, () -> hits.size() >= 3);

    List<Hit> seen = snapshot();
    assertEquals(List.of(429, 403, 200), seen.subList(0, 3).stream().map(Hit::status).toList());
    long firstGap = (seen.get(1).nanos() - seen.get(0).nanos()) / 1_000_000;
    long secondGap = (seen.get(2).nanos() - seen.get(1).nanos()) / 1_000_000;
    assertTrue(firstGap >= 950, "first back-off (interval 1 s): " + firstGap + " ms");
    assertTrue(secondGap >= 1_950, "second back-off doubles: " + secondGap + " ms");
    await("a good poll in /stats", 5_000, () -> {
      JsonObject s = indexPollerStatus();
      return s != null && s.getInteger("consecutive_failures") == 0;
    });
  }

  @Test
  void backfillLoadsTheQuarterlyFullIndexOnceRestrictedToTheRange() throws Exception {
    server = TestServer.start("sec_edgar_backfill");
    deployPollers(new JsonObject()
        .put("sec-edgar-tickers", upstream(3600, 0, false))
        .put("sec-edgar-index", upstream(1, 0, true))
        .put("sec-edgar-filings", upstream(1, 0, false)),
        new JsonObject().put("secBackfill", new JsonObject().put("from", "2026-07-15").put("to", "2026-09-30")));
    await("the quarter's filings", 10_000, () -> TestDb.count(server.db,
        "SELECT count(*) FROM sec_filings WHERE date_filed < '2026-10-01'") == 3 * FILINGS_PER_DAY);
    await("a second poll", 5_000, () -> TestDb.count(server.db,
        "SELECT count(*) FROM poll_status WHERE poller = 'sec-edgar-index' AND files_loaded >= 1") == 1
        && snapshot().size() >= 2);
    Thread.sleep(1_200);
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM sec_filings WHERE date_filed = '2026-07-01'"),
        "filings before the range stay out");
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM sec_filings WHERE form_type = '8-K'"));
    assertEquals(1, snapshot().stream().filter(h -> h.path().equals(FULL_INDEX_Q3)).count(),
        "a quarter is loaded once per range");
  }

  private JsonObject indexPollerStatus() {
    try {
      for (Object o : server.json("/stats").getJsonArray("pollers")) {
        if ("sec-edgar-index".equals(((JsonObject) o).getString("poller"))) {
          return (JsonObject) o;
        }
      }
      return null;
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }
}
