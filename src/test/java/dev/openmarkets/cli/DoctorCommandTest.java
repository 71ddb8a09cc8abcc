package dev.openmarkets.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.testing.LocalUpstream;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * `doctor` against a local upstream: one good file, one HTML page where a CSV was expected and one
 * 404 give three lines (loaded with its rows, refused, absent) and exit 1; a dated upstream whose
 * newest file is not out yet reads the one before it and is healthy. Nothing needs a database.
 */
class DoctorCommandTest {
  private static final String UA = "doctor-test/1.0 (ops@openmarkets.test)";

  /** Every upstream of the defaults disabled but the given ones, which point at the local server. */
  private static AppConfig only(Map<String, JsonObject> enabled) throws Exception {
    JsonObject defaults;
    try (InputStream in = DoctorCommandTest.class.getResourceAsStream("/defaults.json")) {
      defaults = new JsonObject(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }
    JsonObject upstreams = new JsonObject();
    for (String name : defaults.getJsonObject("upstreams").fieldNames()) {
      upstreams.put(name, enabled.containsKey(name) ? enabled.get(name).put("userAgent", UA)
          : new JsonObject().put("enabled", false));
    }
    return ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", upstreams));
  }

  private record Run(int code, List<String> lines) {
  }

  private static Run doctor(AppConfig config) throws Exception {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = DoctorCommand.run(config, Families.all(), List.of(), new PrintStream(out, true, StandardCharsets.UTF_8));
    return new Run(code, out.toString(StandardCharsets.UTF_8).lines().toList());
  }

  @Test
  void aGoodFileAnHtmlPageAndA404() throws Exception {
    try (LocalUpstream up = new LocalUpstream();
        InputStream fng = DoctorCommandTest.class.getResourceAsStream("/demo/analytics/fng-20261123T0100Z.json")) {
      up.serve("/fng/", fng.readAllBytes());
      int year = LocalDate.now(ZoneOffset.UTC).getYear();
      up.serve("/treasury.csv/" + year + "/all", ("<!DOCTYPE html><html><head><title>Just a moment...</title></head>"
          + "<body>Checking your browser</body></html>").getBytes(StandardCharsets.UTF_8));
      up.fail("/stablecoincharts/all", 404);
      Run run = doctor(only(Map.of(
          "alternative-fng", new JsonObject().put("baseUrl", up.baseUrl()),
          "treasury-yields", new JsonObject().put("baseUrl", up.baseUrl() + "/treasury.csv"),
          "defillama-stablecoins", new JsonObject().put("baseUrl", up.baseUrl()))));
      assertEquals(1, run.code(), String.join("\n", run.lines()));
      assertEquals(4, run.lines().size(), String.join("\n", run.lines()));
      String treasury = line(run, "treasury-yields");
      assertTrue(treasury.startsWith("treasury-yields  refused  HTTP 200  rows 0  " + up.baseUrl() + "/treasury.csv/" + year
          + "/all?") && treasury.contains("advice: HTML page instead of data from " + up.baseUrl() + "/treasury.csv/" + year
          + "/all?") && treasury.contains("title \"Just a moment...\""), treasury);
      assertTrue(line(run, "defillama-stablecoins").startsWith("defillama-stablecoins  absent  HTTP 404  rows 0  "
          + up.baseUrl() + "/stablecoincharts/all"), line(run, "defillama-stablecoins"));
      // the sample's three daily readings
      assertEquals("alternative-fng  loaded  HTTP 200  rows 3  " + up.baseUrl() + "/fng/?limit=30", line(run, "alternative-fng"));
      assertEquals("3 upstreams checked, 2 not healthy", run.lines().get(3));
      // one request each, with the upstream's User-Agent
      assertEquals(3, up.seen().size());
      assertTrue(up.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    }
  }

  /**
   * Whatever fails on the way, every upstream gets its line: a link page that answers 404 (the
   * SEC's fails-to-deliver page, which names the files), a host that refuses connections, an HTML
   * page where data was expected, and a good file; then the summary, and exit 1.
   */
  @Test
  void aMissingLinkPageAClosedPortAPageAndAGoodFileEachGetTheirLine() throws Exception {
    int closed;
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closed = s.getLocalPort();
    }
    try (LocalUpstream up = new LocalUpstream();
        InputStream fng = DoctorCommandTest.class.getResourceAsStream("/demo/analytics/fng-20261123T0100Z.json")) {
      up.serve("/fng/", fng.readAllBytes());
      up.fail("/ftd/fails-deliver-data", 404);
      int year = LocalDate.now(ZoneOffset.UTC).getYear();
      up.serve("/treasury.csv/" + year + "/all", "<html><body>Service moved</body></html>".getBytes(StandardCharsets.UTF_8));
      Run run = doctor(only(Map.of(
          "sec-fails-to-deliver", new JsonObject().put("baseUrl", up.baseUrl()).put("pathTemplate", "/ftd/fails-deliver-data"),
          "finra-short-interest", new JsonObject().put("baseUrl", "http://127.0.0.1:" + closed).put("timeoutSeconds", 5),
          "treasury-yields", new JsonObject().put("baseUrl", up.baseUrl() + "/treasury.csv"),
          "alternative-fng", new JsonObject().put("baseUrl", up.baseUrl()))));
      String all = String.join("\n", run.lines());
      assertEquals(1, run.code(), all);
      assertEquals(5, run.lines().size(), all);
      assertEquals("sec-fails-to-deliver  failed  HTTP 404  rows 0  " + up.baseUrl() + "/ftd/fails-deliver-data  advice: "
          + "HTTP 404 from the index page " + up.baseUrl() + "/ftd/fails-deliver-data", line(run, "sec-fails-to-deliver"));
      assertTrue(line(run, "finra-short-interest").startsWith("finra-short-interest  failed  -  rows 0  http://127.0.0.1:"
          + closed + "/shrt") && line(run, "finra-short-interest").contains("advice: cannot reach 127.0.0.1"), all);
      assertTrue(line(run, "treasury-yields").startsWith("treasury-yields  refused  HTTP 200  rows 0  "), all);
      assertTrue(line(run, "alternative-fng").startsWith("alternative-fng  loaded  HTTP 200  rows 3  "), all);
      assertEquals("4 upstreams checked, 3 not healthy", run.lines().get(4));
      assertTrue(run.lines().stream().noneMatch(l -> l.contains("Exception") || l.contains("Throwable") || l.contains("$")),
          "no Java class names: " + all);
    }
  }

  @Test
  void aNamedUpstreamIsCheckedWhateverPollerReadsItAndAnUnknownNameIsAUsageError() throws Exception {
    AppConfig config = only(Map.of("gate", new JsonObject(), "gate-ws", new JsonObject()));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = DoctorCommand.run(config, Families.all(), List.of("gate-ws"), new PrintStream(out, true, StandardCharsets.UTF_8));
    List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(0, code, lines.toString());
    assertEquals(2, lines.size(), lines.toString());
    assertTrue(lines.get(0).equals("gate-ws  not-checked  -  rows 0  -  advice: no document of its own to fetch (read by a live stream or "
        + "another upstream's poller)"), lines.get(0));
    CommandLine.UsageException e = assertThrows(CommandLine.UsageException.class,
        () -> DoctorCommand.run(config, Families.all(), List.of("gates"), new PrintStream(new ByteArrayOutputStream())));
    assertEquals("doctor", e.command());
    assertEquals("no upstream named 'gates' (see \"upstreams\" in the configuration)", e.getMessage());
    e = assertThrows(CommandLine.UsageException.class,
        () -> DoctorCommand.run(config, Families.all(), List.of("okx"), new PrintStream(new ByteArrayOutputStream())));
    assertEquals("upstream 'okx' is disabled (upstreams.okx.enabled)", e.getMessage());
  }

  @Test
  void aDatedFileNotOutYetReadsTheDayBefore() throws Exception {
    try (LocalUpstream finra = new LocalUpstream();
        InputStream sample = DoctorCommandTest.class.getResourceAsStream("/samples/finra/CNMSshvol20261117.txt")) {
      byte[] file = sample.readAllBytes();
      // every weekday of the last week but the newest is out; the newest answers 403 as FINRA's CDN does
      LocalDate today = LocalDate.now(ZoneOffset.UTC);
      DateTimeFormatter f = DateTimeFormatter.BASIC_ISO_DATE;
      LocalDate newest = null;
      for (LocalDate d = today.minusDays(7); !d.isAfter(today); d = d.plusDays(1)) {
        if (d.getDayOfWeek().getValue() <= 5) {
          newest = d;
        }
      }
      for (LocalDate d = today.minusDays(7); d.isBefore(newest); d = d.plusDays(1)) {
        finra.serve("/CNMSshvol" + d.format(f) + ".txt", new String(file, StandardCharsets.UTF_8)
            .replace("20261117", d.format(f)).getBytes(StandardCharsets.UTF_8));
      }
      Run run = doctor(only(Map.of("finra-short-volume", new JsonObject().put("baseUrl", finra.baseUrl()))));
      assertEquals(0, run.code(), String.join("\n", run.lines()));
      String line = line(run, "finra-short-volume");
      assertTrue(line.startsWith("finra-short-volume  loaded  HTTP 200  rows 5  " + finra.baseUrl() + "/CNMSshvol")
          && line.endsWith("advice: newer dates not published yet"), line);
      assertEquals(2, finra.seen().size(), finra.paths().toString());
      assertEquals("/CNMSshvol" + newest.format(f) + ".txt", finra.paths().get(0));
    }
  }

  private static String line(Run run, String upstream) {
    return run.lines().stream().filter(l -> l.startsWith(upstream + "  ")).findFirst().orElse("no line for " + upstream
        + " in " + run.lines());
  }
}
