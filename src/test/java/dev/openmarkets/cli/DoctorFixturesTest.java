package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import dev.openmarkets.Families;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.testing.Fixtures;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * `doctor` over the real captures of `../shared/fixtures`: each upstream whose probe asks for one
 * kind of document is pointed at a local server answering every request under its prefix with that
 * capture, whatever the date or query, so the line shows what our parser makes of the real shape.
 * Every one of them must read as loaded with rows (skipped without the fixtures folder): 15
 * upstreams. Left out: those whose probe asks several kinds of document (Deribit, Hyperliquid,
 * USAspending's POST searches), the SEC FTD page and zips (no capture of the page), Polymarket (the
 * capture is the retired offset-paged shape, not the keyset pages the poller reads), the pollers
 * doctor does not probe (company facts and recipients choose their documents from the database),
 * and those with no capture at all (ETF issuers, GDELT, DefiLlama, BIS, BEA, exchange REST venues).
 */
class DoctorFixturesTest {
  private static final String UA = "doctor-fixtures/1.0 (ops@openmarkets.test)";

  /** upstream name -> the capture its probe is answered with. */
  private static final Map<String, String> CAPTURES = new LinkedHashMap<>();

  static {
    CAPTURES.put("finra-short-volume", "finra/CNMSshvol20210802.txt");
    CAPTURES.put("nyse-threshold", "live-2026/nyse/nyse.download.2026-08.rows.txt");
    CAPTURES.put("alternative-fng", "alternative/fng.limit2.json");
    CAPTURES.put("treasury-yields", "treasury/daily_treasury_yield_curve.2025.iso-dates.csv");
    CAPTURES.put("treasury-dts", "treasury/dts_operating_cash_balance.csv");
    CAPTURES.put("kraken-ohlc", "live-2026/kraken/kraken_ohlc.XXBTZUSD.1440.json");
    CAPTURES.put("census-calendar", "live-2026/census/calendar-listview.2026.trimmed.html");
    CAPTURES.put("fomc-calendar", "live-2026/fomc/fomccalendars.trimmed.htm");
    CAPTURES.put("finra-short-interest", "finra/shrt20210715.csv");
    CAPTURES.put("bls-schedule", "bls/schedule.news_release.cpi.fragment.html");
    CAPTURES.put("bls-api", "bls/timeseries.CUUR0000SA0.v2.json");
    CAPTURES.put("treasurydirect", "treasury/upcoming_auctions.json");
    CAPTURES.put("sec-edgar-index", "sec/form.20200318.idx");
    CAPTURES.put("sec-filings-index", "sec/form.20200318.idx");
    CAPTURES.put("cftc-cot", "cftc/annual.txt");
  }

  @Test
  void everyCapturedUpstreamReadsAsLoaded() throws Exception {
    Fixtures.require("live-2026");
    HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    for (Map.Entry<String, String> e : CAPTURES.entrySet()) {
      byte[] body = Files.readAllBytes(Fixtures.require(e.getValue()));
      server.createContext("/" + e.getKey(), ex -> {
        ex.getRequestBody().readAllBytes();
        ex.sendResponseHeaders(200, body.length);
        try (OutputStream out = ex.getResponseBody()) {
          out.write(body);
        }
      });
    }
    server.start();
    try {
      String base = "http://127.0.0.1:" + server.getAddress().getPort();
      Map<String, JsonObject> enabled = new LinkedHashMap<>();
      CAPTURES.keySet().forEach(name -> enabled.put(name, new JsonObject().put("baseUrl", base + "/" + name)));
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      int code = DoctorCommand.run(only(enabled), Families.all(), List.of(), new PrintStream(out, true, StandardCharsets.UTF_8));
      List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
      String all = String.join("\n", lines);
      for (String name : CAPTURES.keySet()) {
        String line = lines.stream().filter(l -> l.startsWith(name + "  ")).findFirst().orElse("no line for " + name);
        assertTrue(line.startsWith(name + "  loaded  HTTP 200  rows "), all);
        int rows = Integer.parseInt(line.split("  rows ")[1].split("  ")[0]);
        assertTrue(rows > 0, line);
      }
      assertTrue(all.contains(CAPTURES.size() + " upstreams checked, 0 not healthy"), all);
      assertEquals(0, code, all);
    } finally {
      server.stop(0);
    }
  }

  /** Every upstream of the defaults disabled but the given ones. */
  private static AppConfig only(Map<String, JsonObject> enabled) throws Exception {
    JsonObject defaults;
    try (InputStream in = DoctorFixturesTest.class.getResourceAsStream("/defaults.json")) {
      defaults = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    JsonObject upstreams = new JsonObject();
    for (String name : defaults.getJsonObject("upstreams").fieldNames()) {
      upstreams.put(name, enabled.containsKey(name) ? enabled.get(name).put("userAgent", UA)
          : new JsonObject().put("enabled", false));
    }
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", upstreams));
  }
}
