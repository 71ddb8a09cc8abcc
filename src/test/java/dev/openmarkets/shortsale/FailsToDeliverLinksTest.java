package dev.openmarkets.shortsale;

import static dev.openmarkets.testing.TestAgents.REAL_CONTACT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.ingest.poll.History;
import dev.openmarkets.ingest.poll.HistoryFetch;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The SEC's fails-to-deliver zips are fetched from the links of its data page, whatever their
 * path (/files/data/other/..., a _0 repost); a half the page does not list yet is not published
 * yet, a linked file that 404s is a failure on /stats. Backfill reads the same links.
 */
@Tag("db")
class FailsToDeliverLinksTest {
  private static final String PAGE = "/data-research/sec-markets-data/fails-deliver-data";
  /** 2026-07-05: halves due after a 45-day backfill: 2026-05b, 06a, 06b, 07a. */
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-07-05T12:00:00Z"), ZoneOffset.UTC);

  private static byte[] zip(String entry, String text) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      z.putNextEntry(new ZipEntry(entry));
      z.write(text.getBytes(StandardCharsets.ISO_8859_1));
      z.closeEntry();
    }
    return bytes.toByteArray();
  }

  private static String ftd(String... rows) {
    long qty = 0;
    StringBuilder s = new StringBuilder("SETTLEMENT DATE|CUSIP|SYMBOL|QUANTITY (FAILS)|DESCRIPTION|PRICE\n");
    for (String r : rows) {
      s.append(r).append('\n');
      qty += Long.parseLong(r.split("\\|")[3]);
    }
    return s.append("Trailer record count ").append(rows.length).append('\n')
        .append("Trailer total quantity of shares ").append(qty).append('\n').toString();
  }

  private static byte[] page() throws Exception {
    return Ingest.sample("sec/fails-deliver-data.html").getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void theLinksAreReadByFileNameWhateverThePathAndTheRepostWins() throws Exception {
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("cnsfails202606a.zip", "https://www.sec.gov/files/data/fails-deliver-data/cnsfails202606a_0.zip");
    expected.put("cnsfails202605b.zip", "https://www.sec.gov/files/data/other/fails-deliver-data/cnsfails202605b.zip");
    expected.put("cnsfails202605a.zip", "https://www.sec.gov/files/data/other/fails-deliver-data/cnsfails202605a.zip");
    expected.put("cnsfails201806b.zip", "https://www.sec.gov/files/node/add/data_distribution/cnsfails201806b.zip");
    assertEquals(expected, FailsToDeliverPage.links("https://www.sec.gov" + PAGE, page()));
    assertEquals(Map.of(), FailsToDeliverPage.links("https://www.sec.gov" + PAGE,
        "<html><head><title>Just a moment...</title></head><body></body></html>".getBytes()));
  }

  private static List<Deployable> pollers(TestServer server, LocalUpstream up) {
    JsonObject ups = new JsonObject();
    for (String name : List.of("finra-short-volume", "finra-short-interest", "nasdaq-threshold", "nyse-threshold",
        "cboe-threshold")) {
      ups.put(name, new JsonObject().put("enabled", false));
    }
    ups.put("sec-fails-to-deliver", new JsonObject().put("baseUrl", up.baseUrl()).put("backfillDays", 45)
        .put("userAgent", REAL_CONTACT));
    AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", ups));
    return new ShortSaleFamily().pollers(config, server.service.pool(), CLOCK);
  }

  private static void serveLinkedFiles(LocalUpstream up) throws Exception {
    up.serve(PAGE, page().clone());
    // the page's absolute link names www.sec.gov; the relative ones resolve against the local page
    up.serve("/files/data/other/fails-deliver-data/cnsfails202605b.zip",
        zip("cnsfails202605b.txt", ftd("20260518|037833100|AAPL|1500|APPLE INC COM|201.10")));
    up.serve("/files/data/fails-deliver-data/cnsfails202606a_0.zip",
        zip("cnsfails202606a.txt", ftd("20260602|594918104|MSFT|3000|MICROSOFT CORP COM|455.00",
            "20260603|594918104|MSFT|1000|MICROSOFT CORP COM|456.00")));
    up.fail("/files/data/fails-deliver-data/cnsfails202606a.zip", 404);
  }

  @Test
  void thePollerFetchesWhatThePageLinksAndWaitsForTheRest() throws Exception {
    try (TestServer server = TestServer.start("ftd-links"); LocalUpstream up = new LocalUpstream()) {
      serveLinkedFiles(up);
      Deployable poller = pollers(server, up).get(0);
      assertEquals("sec-fails-to-deliver", ((DatedFilePoller) poller).source());
      JsonObject status = Polls.once(server, "sec-fails-to-deliver", poller);
      assertEquals(0, status.getInteger("consecutive_failures"), status.encode());
      assertEquals("2 file(s), 3 rows changed; not published yet: cnsfails202606b.zip (not on the index page yet), "
          + "cnsfails202607a.zip (not on the index page yet)", status.getString("last_outcome"));
      assertEquals(List.of(PAGE, "/files/data/other/fails-deliver-data/cnsfails202605b.zip",
          "/files/data/fails-deliver-data/cnsfails202606a_0.zip"), up.paths());
      assertEquals(List.of("1365000.00", "456000.00"), server.json(
              "/api/markets/fails-to-deliver?symbol=MSFT&from=2026-06-01&to=2026-06-05").getJsonArray("data").stream()
          .map(o -> ((JsonObject) o).getString("valueUsd")).sorted().toList());
    }
  }

  @Test
  void aLinkedFileThat404sIsAFailureThatShows() throws Exception {
    try (TestServer server = TestServer.start("ftd-404"); LocalUpstream up = new LocalUpstream()) {
      serveLinkedFiles(up);
      String html = new String(page(), StandardCharsets.UTF_8).replace("<tbody>",
          "<tbody><tr><td><a href=\"/files/data/fails-deliver-data/cnsfails202606b.zip\">June 2026, second half</a></td></tr>");
      up.serve(PAGE, html.getBytes(StandardCharsets.UTF_8));
      up.fail("/files/data/fails-deliver-data/cnsfails202606b.zip", 404);
      JsonObject status = Polls.once(server, "sec-fails-to-deliver", pollers(server, up).get(0));
      assertEquals("error", status.getString("last_outcome"));
      assertEquals("HTTP 404 from " + up.baseUrl() + "/files/data/fails-deliver-data/cnsfails202606b.zip, linked from "
          + up.baseUrl() + PAGE, status.getString("last_error"));
      assertEquals(2, status.getInteger("files_loaded"), "the halves before it loaded");
    }
  }

  @Test
  void aPageWithoutLinksIsRefused() throws Exception {
    try (TestServer server = TestServer.start("ftd-moved"); LocalUpstream up = new LocalUpstream()) {
      up.serve(PAGE, Ingest.sample("threshold/bot-challenge.html").getBytes(StandardCharsets.UTF_8));
      JsonObject status = Polls.once(server, "sec-fails-to-deliver", pollers(server, up).get(0));
      assertEquals("refused", status.getString("last_outcome"));
      assertEquals("the index page " + up.baseUrl() + PAGE + " links no file (moved, or a refusal page)",
          status.getString("last_error"));
      assertEquals(List.of(PAGE), up.paths());
    }
  }

  @Test
  void backfillReadsTheSameLinks() throws Exception {
    try (TestServer server = TestServer.start("ftd-backfill"); LocalUpstream up = new LocalUpstream()) {
      serveLinkedFiles(up);
      History h = ((DatedFilePoller) pollers(server, up).get(0)).history("fails-to-deliver");
      List<Snapshot> requests = h.requests(LocalDate.of(2026, 5, 16), LocalDate.of(2026, 6, 20));
      assertEquals(List.of("cnsfails202605b.zip", "cnsfails202606a.zip", "cnsfails202606b.zip"),
          requests.stream().map(Snapshot::fileName).toList());
      Vertx vertx = Vertx.vertx();
      HistoryFetch client = h.client(vertx);
      try {
        HistoryFetch.Answer may = client.get(requests.get(0)).toCompletionStage().toCompletableFuture().get();
        assertTrue(may.ok());
        HistoryFetch.Answer june = client.get(requests.get(1)).toCompletionStage().toCompletableFuture().get();
        assertTrue(june.ok());
        HistoryFetch.Answer unlisted = client.get(requests.get(2)).toCompletionStage().toCompletableFuture().get();
        assertTrue(unlisted.absent());
        assertFalse(unlisted.ok());
      } finally {
        client.close();
        vertx.close().toCompletionStage().toCompletableFuture().get();
      }
      assertEquals(1, up.paths().stream().filter(PAGE::equals).count(), "the page is read once");
      assertEquals(List.of(PAGE, "/files/data/other/fails-deliver-data/cnsfails202605b.zip",
          "/files/data/fails-deliver-data/cnsfails202606a_0.zip"), up.paths());
    }
  }
}
