package dev.openmarkets.shortsale;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The family's own pollers, configured as in production but pointed at a local upstream: the SEC's
 * zipped half-month files, FINRA short interest, and the three threshold-list sources with their
 * different URL shapes (NYSE's is a query string).
 */
@Tag("db")
class ShortSaleSourcesPollerTest {
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-20T23:30:00Z"), ZoneOffset.UTC);

  private static byte[] zip(String entry, String text) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      z.putNextEntry(new ZipEntry(entry));
      z.write(text.getBytes(StandardCharsets.ISO_8859_1));
      z.closeEntry();
    }
    return bytes.toByteArray();
  }

  private static AppConfig configPointingAt(LocalUpstream up) {
    JsonObject ups = new JsonObject();
    for (String name : List.of("finra-short-volume", "finra-short-interest", "sec-fails-to-deliver",
        "nasdaq-threshold", "nyse-threshold", "cboe-threshold")) {
      ups.put(name, new JsonObject().put("baseUrl", up.baseUrl() + "/" + name).put("backfillDays", 25)
          .put("userAgent", UA));
    }
    // a template with date tokens builds each name (a mirror); the default reads the SEC's page
    ups.getJsonObject("sec-fails-to-deliver").put("pathTemplate", "/cnsfails{yyyyMM}{half}.zip");
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", ups));
  }

  private static Deployable poller(List<Deployable> all, String source) {
    return all.stream().filter(p -> ((DatedFilePoller) p).source().equals(source)).findFirst().orElseThrow();
  }

  @Test
  void eachSourceIsFetchedInItsOwnUrlShapeAndLoads() throws Exception {
    try (TestServer server = TestServer.start("sources"); LocalUpstream up = new LocalUpstream()) {
      up.serve("/sec-fails-to-deliver/cnsfails202611a.zip", zip("cnsfails202611a.txt", Ingest.sample("sec/cnsfails202611a.txt")));
      up.serve("/finra-short-interest/shrt20261113.csv", Ingest.sample("finra/shrt20261113.csv").getBytes(StandardCharsets.ISO_8859_1));
      up.serve("/nasdaq-threshold/nasdaqth20261120.txt", Ingest.sample("threshold/nasdaqth20261120.txt").getBytes(StandardCharsets.ISO_8859_1));
      up.serve("/nyse-threshold/download?selectedDate=2026-11-20&market=NYSE",
          Ingest.sample("threshold/nyseth20261120.txt").getBytes(StandardCharsets.ISO_8859_1));
      up.serve("/cboe-threshold/bzx_equities_reg_sho_threshold_20261120.txt", Ingest.sample("threshold/cboeth20261120.txt").getBytes(StandardCharsets.ISO_8859_1));
      List<Deployable> pollers = new ShortSaleFamily().pollers(configPointingAt(up), server.service.pool(), CLOCK);
      assertEquals(6, pollers.size());

      JsonObject ftd = Polls.once(server, "sec-fails-to-deliver", poller(pollers, "sec-fails-to-deliver"));
      assertEquals(1, ftd.getInteger("files_loaded"), ftd.encode());
      assertTrue(up.paths().containsAll(List.of("/sec-fails-to-deliver/cnsfails202610b.zip",
          "/sec-fails-to-deliver/cnsfails202611a.zip", "/sec-fails-to-deliver/cnsfails202611b.zip")), up.paths().toString());
      assertEquals("3466039.68", server.json("/api/markets/fails-to-deliver?to=2026-11-02").getJsonArray("data")
          .getJsonObject(0).getString("valueUsd"));

      JsonObject si = Polls.once(server, "finra-short-interest", poller(pollers, "finra-short-interest"));
      assertEquals(1, si.getInteger("files_loaded"), si.encode());
      assertTrue(up.paths().stream().filter(p -> p.startsWith("/finra-short-interest/"))
          .noneMatch(p -> p.contains("20261103") || p.contains("20261104")), "only mid-month and month-end days are probed");

      for (String market : List.of("nasdaq", "nyse", "cboe")) {
        JsonObject t = Polls.once(server, market + "-threshold", poller(pollers, market + "-threshold"));
        assertEquals(1, t.getInteger("files_loaded"), t.encode());
      }
      JsonArray rows = server.json("/api/markets/threshold-list").getJsonArray("data");
      assertEquals(7, rows.size());
      assertTrue(up.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    }
  }
}
