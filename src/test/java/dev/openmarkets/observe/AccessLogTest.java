package dev.openmarkets.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.ConfigException;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.http.AccessLog;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The access log and request ids: one line per request with id, method, path, status, bytes,
 * duration, client and tier; X-Request-Id kept when clean, sanitised and bounded when not,
 * generated when absent, and always echoed; the JSON format writes one object per line.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("access_log")
class AccessLogTest {
  private static final Logger ACCESS = Logger.getLogger(AccessLog.LOGGER);
  private final BlockingQueue<LogRecord> records = new LinkedBlockingQueue<>();
  private final Handler capture = new Handler() {
    @Override
    public void publish(LogRecord r) {
      records.add(r);
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
    }
  };
  private Level levelBefore;
  private TestServer server;

  @BeforeAll
  void start() throws Exception {
    levelBefore = ACCESS.getLevel();
    ACCESS.setLevel(Level.INFO);
    ACCESS.addHandler(capture);
    Ingest.load(server, "short-volume", "CNMSshvol20261117.txt", Ingest.sample("finra/CNMSshvol20261117.txt"));
  }

  @AfterAll
  void stop() throws Exception {
    ACCESS.removeHandler(capture);
    ACCESS.setLevel(levelBefore);
  }

  /** The access record of the request with this id (the line is written when the response ends). */
  private LogRecord recordOf(String requestId) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (System.nanoTime() < deadline) {
      LogRecord r = records.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
      if (r != null && ((AccessEntry) r.getParameters()[0]).requestId().equals(requestId)) {
        return r;
      }
    }
    throw new AssertionError("no access-log line for request " + requestId);
  }

  @Test
  void oneLinePerRequestWithEveryField() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/short-volume?limit=2", "X-Request-Id", "client-req-42");
    assertEquals(200, r.statusCode());
    assertEquals("client-req-42", r.headers().firstValue("x-request-id").orElseThrow());
    LogRecord rec = recordOf("client-req-42");
    AccessEntry e = (AccessEntry) rec.getParameters()[0];
    assertEquals(Level.INFO, rec.getLevel());
    assertEquals("GET", e.method());
    assertEquals("/api/markets/short-volume?limit=2", e.path());
    assertEquals(200, e.status());
    assertEquals(r.body().length(), e.bytes());
    assertEquals("127.0.0.1", e.client());
    assertEquals("keyless", e.tier());
    assertTrue(e.durationMillis() >= 0 && e.durationMillis() < 30_000, "duration " + e.durationMillis());
    assertEquals("client-req-42 127.0.0.1 \"GET /api/markets/short-volume?limit=2\" 200 " + r.body().length() + " ",
        rec.getMessage().substring(0, rec.getMessage().lastIndexOf(' ', rec.getMessage().lastIndexOf(' ') - 1) + 1));
    assertTrue(rec.getMessage().matches(".* \\d+\\.\\dms keyless"), rec.getMessage());
  }

  @Test
  void requestIdIsGeneratedWhenAbsentAndSanitisedWhenHostile() throws Exception {
    HttpResponse<String> plain = server.get("/health");
    String generated = plain.headers().firstValue("x-request-id").orElseThrow();
    assertTrue(generated.matches("[0-9a-f]{16}"), generated);
    AccessEntry e = (AccessEntry) recordOf(generated).getParameters()[0];
    assertEquals("/health", e.path());
    assertEquals("-", e.tier());

    String hostile = "abc\"} <script>" + "x".repeat(200);
    HttpResponse<String> r = server.get("/nowhere", "X-Request-Id", hostile);
    String kept = r.headers().firstValue("x-request-id").orElseThrow();
    assertEquals(("abcscript" + "x".repeat(200)).substring(0, RequestIds.MAX_LENGTH), kept);
    AccessEntry nf = (AccessEntry) recordOf(kept).getParameters()[0];
    assertEquals(404, nf.status());
    assertEquals(r.body().length(), nf.bytes());

    HttpResponse<String> empty = server.get("/health", "X-Request-Id", "<<>>");
    assertTrue(empty.headers().firstValue("x-request-id").orElseThrow().matches("[0-9a-f]{16}"));
  }

  @Test
  void jsonFormatWritesOneObjectPerLine() throws Exception {
    HttpResponse<String> r = server.get("/api/markets/short-volume", "X-Request-Id", "json-line-1");
    LogRecord rec = recordOf("json-line-1");
    String line = new JsonLogFormatter().format(rec);
    assertTrue(line.endsWith(System.lineSeparator()));
    assertEquals(1, line.split("\n").length);
    JsonObject o = new JsonObject(line);
    assertEquals("INFO", o.getString("level"));
    assertEquals(AccessLog.LOGGER, o.getString("logger"));
    assertEquals("access", o.getString("message"));
    assertEquals("json-line-1", o.getString("requestId"));
    assertEquals("GET", o.getString("method"));
    assertEquals("/api/markets/short-volume", o.getString("path"));
    assertEquals(200, o.getInteger("status"));
    assertEquals(r.body().length(), o.getLong("bytes"));
    assertEquals("127.0.0.1", o.getString("client"));
    assertEquals("keyless", o.getString("tier"));
    assertNotNull(o.getDouble("durationMs"));
    assertTrue(o.getString("time").matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z"), o.getString("time"));

    // any other record: message, and a stack trace kept on the same line
    LogRecord other = new LogRecord(Level.SEVERE, "writer failed on {0}");
    other.setLoggerName("dev.openmarkets.ingest.IngestWriterVerticle");
    other.setParameters(new Object[] {"a.csv"});
    other.setThrown(new IllegalStateException("boom"));
    String otherLine = new JsonLogFormatter().format(other);
    assertEquals(1, otherLine.split("\n").length);
    JsonObject o2 = new JsonObject(otherLine);
    assertEquals("writer failed on a.csv", o2.getString("message"));
    assertEquals("SEVERE", o2.getString("level"));
    assertTrue(o2.getString("thrown").startsWith("java.lang.IllegalStateException: boom"));
  }

  @Test
  void logFormatSwitchesEveryRootHandler() {
    assertEquals("json", ConfigLoader.load(java.nio.file.Path.of("does-not-exist.json"),
        java.util.Map.of("OPENMARKETS_LOG_FORMAT", "json"), new JsonObject()).raw().getString("logFormat"));
    assertEquals("text", ConfigLoader.load(java.nio.file.Path.of("does-not-exist.json"), java.util.Map.of(),
        new JsonObject()).raw().getString("logFormat"));
    Logger root = Logger.getLogger("");
    Handler h = new java.util.logging.ConsoleHandler();
    Formatter before = h.getFormatter();
    root.addHandler(h);
    try {
      LogSetup.apply("json");
      assertTrue(h.getFormatter() instanceof JsonLogFormatter);
      h.setFormatter(before);
      LogSetup.apply("text");
      assertEquals(before, h.getFormatter());
      ConfigException bad = assertThrows(ConfigException.class, () -> LogSetup.apply("xml"));
      assertTrue(bad.getMessage().contains("logFormat"));
    } finally {
      for (Handler rh : root.getHandlers()) {
        if (rh.getFormatter() instanceof JsonLogFormatter) {
          rh.setFormatter(new java.util.logging.SimpleFormatter());
        }
      }
      root.removeHandler(h);
    }
  }
}
