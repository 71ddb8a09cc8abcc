package dev.openmarkets.ingest.poll;

import static dev.openmarkets.testing.TestAgents.REAL_CONTACT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.Service;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The SEC, BLS and CFTC pollers stay stopped while their User-Agent carries the shipped
 * placeholder contact, saying so (and which setting to set) in the start-up line and on /stats;
 * with a real contact they run.
 */
class ContactRequirementTest {

  private static UpstreamConfig upstream(String name, String agent) {
    return UpstreamConfigs.named(name)
        .baseUrl("http://127.0.0.1")
        .intervalSeconds(60)
        .timeoutSeconds(10)
        .backfillDays(1)
        .userAgent(agent)
        .build();
  }

  @Test
  void theShippedDefaultsNeedAContactForEverySecBlsAndCftcUpstreamOnly() {
    AppConfig defaults = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject());
    List<String> held = defaults.upstreams().values().stream().filter(u -> ContactRequirement.unmet(u) != null)
        .map(UpstreamConfig::name).sorted().toList();
    assertTrue(held.containsAll(List.of("sec-fails-to-deliver", "sec-edgar-index", "sec-facts-frames", "bls-api",
        "bls-schedule", "cftc-cot")), held.toString());
    assertTrue(held.stream().allMatch(n -> n.startsWith("sec-") || n.startsWith("bls-") || n.startsWith("cftc-")), held.toString());
  }

  @Test
  void aRealContactIsEnoughAndAnExampleDomainIsNot() {
    assertNull(ContactRequirement.unmet(upstream("sec-edgar-index", REAL_CONTACT)));
    assertNull(ContactRequirement.unmet(upstream("fred", "openmarkets/0.1 admin@example.com")));
    assertEquals("stopped: the User-Agent \"openmarkets/0.1 (self-hosted market data API; admin@example.com)\" has no "
        + "real contact e-mail (the SEC, BLS and CFTC refuse or throttle such agents); set upstreams.bls-api.userAgent "
        + "to an agent with your e-mail, e.g. \"openmarkets/0.1 you@your-domain\"",
        ContactRequirement.unmet(upstream("bls-api", "openmarkets/0.1 (self-hosted market data API; admin@example.com)")));
    assertTrue(ContactRequirement.unmet(upstream("cftc-cot", "openmarkets/0.1")) != null, "no e-mail at all");
    assertTrue(ContactRequirement.unmet(upstream("sec-facts-frames", "x ops@EXAMPLE.org")) != null);
  }

  @Tag("db")
  @Test
  void servePollersKeepThemStoppedWithTheReasonOnStatsAndInTheStartLine() throws Exception {
    AppConfig defaults = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject());
    List<String> contact = defaults.upstreams().values().stream().filter(u -> u.enabled())
        .filter(u -> ContactRequirement.unmet(u) != null).map(UpstreamConfig::name).sorted().toList();
    List<String> lines = new CopyOnWriteArrayList<>();
    Handler capture = new Handler() {
      @Override
      public void publish(LogRecord r) {
        lines.add(r.getMessage());
      }

      @Override
      public void flush() {
      }

      @Override
      public void close() {
      }
    };
    Logger serviceLog = Logger.getLogger(Service.class.getName());
    java.util.logging.Level level = serviceLog.getLevel();
    serviceLog.setLevel(java.util.logging.Level.INFO);
    serviceLog.addHandler(capture);
    try (LocalUpstream up = new LocalUpstream()) {
      JsonObject ups = new JsonObject();
      for (String name : defaults.upstreams().keySet()) {
        ups.put(name, contact.contains(name)
            ? new JsonObject().put("baseUrl", up.baseUrl() + "/" + name).put("intervalSeconds", 3600)
            : new JsonObject().put("enabled", false));
      }
      ups.getJsonObject("sec-fails-to-deliver").put("userAgent", REAL_CONTACT);
      try (TestServer server = TestServer.start("contact", new JsonObject().put("pollers", true).put("upstreams", ups))) {
        long deadline = System.currentTimeMillis() + 20_000;
        while (up.paths().stream().noneMatch(p -> p.startsWith("/sec-fails-to-deliver/"))) {
          assertTrue(System.currentTimeMillis() < deadline, "the poller with a real contact runs");
          Thread.sleep(50);
        }
        JsonObject stats = server.json("/stats");
        for (String name : contact) {
          if (name.equals("sec-fails-to-deliver")) {
            continue;
          }
          JsonObject p = stats.getJsonArray("pollers").stream().map(o -> (JsonObject) o)
              .filter(o -> name.equals(o.getString("poller"))).findFirst().orElseThrow(() -> new AssertionError(name));
          assertEquals("stopped", p.getString("last_outcome"), name);
          assertTrue(p.getString("last_error").contains("set upstreams." + name + ".userAgent"), p.encode());
        }
        assertTrue(up.seen().stream().allMatch(s -> REAL_CONTACT.equals(s.userAgent())), "no request with the placeholder");
        JsonObject cot = stats.getJsonObject("datasets").stream().map(e -> (JsonObject) e.getValue())
            .map(d -> d.getJsonObject("lastPoll"))
            .filter(l -> l != null && l.getJsonArray("pollers").getList().equals(List.of("cftc-cot")))
            .findFirst().orElseThrow();
        assertEquals("stopped", cot.getString("outcome"), cot.encode());
        assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM poll_status WHERE poller = 'sec-fails-to-deliver' "
            + "AND last_outcome <> 'stopped'"));
      }
      String start = lines.stream().filter(l -> l != null && l.startsWith("openmarkets serving on")).findFirst().orElseThrow();
      assertTrue(start.contains("pollers enabled for [sec-fails-to-deliver]"), start);
      assertTrue(start.contains("pollers STOPPED until their User-Agent has a real contact e-mail (set "
          + "upstreams.NAME.userAgent"), start);
      assertTrue(start.contains("cftc-cot") && start.contains("bls-api"), start);
    } finally {
      serviceLog.removeHandler(capture);
      serviceLog.setLevel(level);
    }
  }
}
