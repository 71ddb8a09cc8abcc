package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * GET /api/markets/liquidations/stream over real HTTP, with events travelling the real path
 * (event bus, batching writer, PostgreSQL, version bump, the node's one read, fan-out).
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer(value = "push_liquidations", config = "config")
class LiquidationStreamTest {
  private static final String PATH = "/api/markets/liquidations/stream";
  private TestServer server;
  private final AtomicInteger seq = new AtomicInteger();

  static JsonObject config() {
    return new JsonObject()
        .put("streams", new JsonObject().put("keepAliveSeconds", 1).put("maxPerIp", 3).put("bufferEvents", 100)
            .put("retryAfterSeconds", 7).put("closeGraceSeconds", 4)); // 4: the overflow test reads after the cut
  }

  @BeforeAll
  void start() throws Exception {
    LiquidationWriterVerticle writer = new LiquidationWriterVerticle(server.service.pool(), 5000, 20, 1_000_000);
    server.service.vertx().deployVerticle(writer).toCompletionStage().toCompletableFuture().get();
  }

  private LiquidationEvent ev(String ex, String sym, String base, String side, String px, String qty) {
    return LiquidationEvent.of(ex, sym, base, side, new BigDecimal(px), new BigDecimal(qty), Instant.now(),
        "stream-test|" + seq.incrementAndGet());
  }

  private void write(List<LiquidationEvent> events) {
    server.service.vertx().eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents("test", events));
  }

  private String url(String query) {
    return server.base + PATH + query;
  }

  @Test
  void eventsArriveInOrderWithIdsAsRowsOfRecent() throws Exception {
    try (SseClient c = SseClient.open(url(""))) {
      assertEquals(200, c.status());
      assertEquals("text/event-stream; charset=utf-8", c.response.headers().firstValue("content-type").orElse(null));
      write(List.of(ev("okx", "BTC-USDT-SWAP", "BTC", "long", "60000", "0.5"),
          ev("gate", "ETH_USDT", "ETH", "short", "3000", "2")));
      write(List.of(ev("htx", "SOL-USDT", "SOL", "long", "150.25", "10")));
      List<SseClient.Event> got = List.of(c.next(5000), c.next(5000), c.next(5000));
      for (int i = 0; i < 3; i++) {
        assertEquals("liquidation", got.get(i).event());
        assertEquals(new JsonObject(got.get(i).data()).getLong("id"), got.get(i).id());
        if (i > 0) {
          assertTrue(got.get(i).id() > got.get(i - 1).id(), "ids ascend: " + got);
        }
      }
      assertEquals("SOL-USDT", new JsonObject(got.get(2).data()).getString("rawSymbol"));
      // the data is the object liquidations/recent lists for that row, byte for byte
      JsonArray recent = server.json("/api/markets/liquidations/recent?limit=500").getJsonArray("data");
      for (SseClient.Event e : got) {
        String row = null;
        for (Object o : recent) {
          if (((JsonObject) o).getLong("id").equals(e.id())) {
            row = ((JsonObject) o).encode();
          }
        }
        assertEquals(row, e.data());
      }
      assertEquals("1502.5", new JsonObject(got.get(2).data()).getString("usdValue"));
    }
  }

  @Test
  void filtersOfRecentApply() throws Exception {
    try (SseClient eth = SseClient.open(url("?symbol=eth&minUsd=5000"));
        SseClient shorts = SseClient.open(url("?side=short&exchange=okx"))) {
      write(List.of(ev("gate", "ETH_USDT", "ETH", "long", "3000", "1"),     // under minUsd
          ev("gate", "ETH_USDT", "ETH", "long", "3000", "2"),                // 6000: eth
          ev("okx", "BTC-USDT-SWAP", "BTC", "short", "60000", "1"),          // shorts
          ev("okx", "ETH-USD-SWAP", "ETH", "long", "3000", "5"),             // not USDT: no base match
          ev("htx", "ETH-USDT", "ETH", "short", "3000", "4")));              // eth (12000), htx: not shorts
      SseClient.Event e1 = eth.next(5000);
      SseClient.Event e2 = eth.next(5000);
      assertEquals("ETH_USDT", new JsonObject(e1.data()).getString("rawSymbol"));
      assertEquals("6000", new JsonObject(e1.data()).getString("usdValue"));
      assertEquals("ETH-USDT", new JsonObject(e2.data()).getString("rawSymbol"));
      SseClient.Event s1 = shorts.next(5000);
      assertEquals("BTC-USDT-SWAP", new JsonObject(s1.data()).getString("rawSymbol"));
      write(List.of(ev("okx", "ETH-USDT-SWAP", "ETH", "short", "3000", "10")));
      // both see this one; nothing else reached either
      assertEquals("ETH-USDT-SWAP", new JsonObject(eth.next(5000).data()).getString("rawSymbol"));
      assertEquals("ETH-USDT-SWAP", new JsonObject(shorts.next(5000).data()).getString("rawSymbol"));
      Thread.sleep(300);
      assertTrue(eth.events.isEmpty() && shorts.events.isEmpty(), eth.events + " " + shorts.events);
    }
    assertEquals(400, server.get(PATH + "?side=sideways").statusCode());
    assertEquals(400, server.get(PATH + "?after=abc").statusCode());
  }

  /** A client drops while events keep being written, and resumes with Last-Event-ID: every event once, in order. */
  @Test
  void resumeLosesNothingAndRepeatsNothing() throws Exception {
    long before = TestDb.count(server.db, "SELECT coalesce(max(id), 0) FROM liquidation_events");
    AtomicBoolean writing = new AtomicBoolean(true);
    Thread writer = new Thread(() -> {
      while (writing.get()) {
        write(List.of(ev("okx", "DOGE-USDT-SWAP", "DOGE", "long", "0.1", "1000"),
            ev("gate", "DOGE_USDT", "DOGE", "short", "0.1", "2000")));
        try {
          Thread.sleep(5);
        } catch (InterruptedException e) {
          return;
        }
      }
    });
    List<Long> received = new ArrayList<>();
    SseClient c = SseClient.open(url("?symbol=DOGE&after=" + before));
    writer.start();
    try {
      for (int round = 0; round < 4; round++) {
        for (int i = 0; i < 40; i++) {
          received.add(c.next(5000).id());
        }
        c.close();
        Thread.sleep(150); // events are written while nobody listens
        c = SseClient.open(url("?symbol=DOGE&after=" + before), "Last-Event-ID", Long.toString(received.get(received.size() - 1)));
        assertEquals(200, c.status());
      }
      writing.set(false);
      writer.join();
      Thread.sleep(300);
      long total = TestDb.count(server.db, "SELECT count(*) FROM liquidation_events WHERE id > " + before
          + " AND base_asset = 'DOGE'");
      while (received.size() < total) {
        received.add(c.next(5000).id());
      }
    } finally {
      writing.set(false);
      c.close();
    }
    Set<Long> unique = new HashSet<>(received);
    assertEquals(received.size(), unique.size(), "no event twice");
    for (int i = 1; i < received.size(); i++) {
      assertTrue(received.get(i) > received.get(i - 1), "in order at " + i);
    }
    assertEquals(TestDb.count(server.db, "SELECT count(*) FROM liquidation_events WHERE id > " + before
        + " AND base_asset = 'DOGE'"), received.size(), "every event once");
    assertEquals(TestDb.count(server.db, "SELECT max(id) FROM liquidation_events WHERE base_asset = 'DOGE'"),
        (long) received.get(received.size() - 1));
  }

  @Test
  void keepAliveCommentsWhileQuiet() throws Exception {
    try (SseClient c = SseClient.open(url("?symbol=NOTHING"))) {
      Thread.sleep(2500);
      assertTrue(c.comments.get() >= 3, "open comment and keep-alives: " + c.comments.get());
      assertFalse(c.ended());
    }
  }

  @Test
  void overTheCapIs429WithRetryAfter() throws Exception {
    List<SseClient> open = new ArrayList<>();
    try {
      for (int i = 0; i < 3; i++) {
        open.add(SseClient.open(url("?symbol=CAP")));
        assertEquals(200, open.get(i).status());
      }
      HttpResponse<String> refused = server.get(PATH + "?symbol=CAP");
      assertEquals(429, refused.statusCode());
      assertEquals("7", refused.headers().firstValue("retry-after").orElse(null));
      assertEquals("too_many_streams", new JsonObject(refused.body()).getString("error"));
      open.remove(0).close();
      long deadline = System.currentTimeMillis() + 5000;
      int status;
      do {
        Thread.sleep(50);
        try (SseClient again = SseClient.open(url("?symbol=CAP"))) {
          status = again.status();
        }
      } while (status != 200 && System.currentTimeMillis() < deadline);
      assertEquals(200, status, "a closed stream gives its slot back");
    } finally {
      for (SseClient c : open) {
        c.close();
      }
    }
  }

  /**
   * A client that never reads is cut after bufferEvents with a last overflow event; its slot is
   * given back. Three times, and the server's heap (this JVM's, after GC, measured at each cut while
   * the client is still connected and not reading) does not grow with the floods: a stream that kept
   * what it sent would grow by each flood's 60,000 events (about 14 MB of frames) at both steps,
   * whereas the buffer pools that Netty fills on the first floods (seen once: 11.8 MB from the first
   * to the second) stop growing, so at least one of the two steps stays under 8 MB.
   */
  @Test
  void aClientThatDoesNotReadIsCutWithOverflow() throws Exception {
    long first = floodAClientThatDoesNotRead(1);
    long second = floodAClientThatDoesNotRead(2);
    long third = floodAClientThatDoesNotRead(3);
    long smallerStep = Math.min(second - first, third - second);
    assertTrue(smallerStep < 8L << 20, "heap after GC grew at both steps: " + ((second - first) >> 10) + " KB then "
        + ((third - second) >> 10) + " KB");
  }

  /** One flood of a client that does not read, up to its cut (the nth overflow); the heap used at the cut. */
  private long floodAClientThatDoesNotRead(int nth) throws Exception {
    long heapAtCut;
    try (Socket s = new Socket()) {
      s.setReceiveBufferSize(4096);
      s.connect(new InetSocketAddress("127.0.0.1", server.service.port()));
      OutputStream out = s.getOutputStream();
      out.write(("GET " + PATH + "?symbol=FLOOD HTTP/1.1\r\nHost: x\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
      out.flush();
      Thread.sleep(300);
      // ~14 MB of events: more than the kernel's socket buffers (4 MB to send on Linux) and
      // Netty's write queue hold, so the stream's own buffer fills
      for (int b = 0; b < 60; b++) {
        List<LiquidationEvent> batch = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
          batch.add(LiquidationEvent.of("okx", "FLOOD-USDT-SWAP", "FLOOD", "long", new BigDecimal("1.5"),
              new BigDecimal("2"), Instant.now(), "stream-test|flood|" + seq.incrementAndGet()));
        }
        write(batch);
      }
      double overflows;
      long deadline = System.currentTimeMillis() + 30_000;
      do {
        Thread.sleep(100);
        overflows = meter("openmarkets_stream_overflows_total{stream=\"liquidations\"}");
      } while (overflows < nth && System.currentTimeMillis() < deadline);
      assertEquals(nth, overflows, "cut " + nth + " time(s) " + server.get("/metrics").body().lines().filter(l -> l.contains("stream")).toList()
          + TestDb.count(server.db, "SELECT count(*) FROM liquidation_events"));
      heapAtCut = usedHeapAfterGc();
      // now read: what was already on its way, then the overflow event naming where to resume, then the end
      s.setSoTimeout(10_000);
      InputStream in = s.getInputStream();
      String all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      int at = all.indexOf("event: overflow\ndata: ");
      assertTrue(at > 0, "an overflow event at the end: " + all.substring(Math.max(0, all.length() - 300)));
      String data = all.substring(at + "event: overflow\ndata: ".length(), all.indexOf('\n', at + 22));
      long resume = new JsonObject(data).getLong("lastEventId");
      int lastId = all.lastIndexOf("\nid: ", at);
      assertTrue(lastId > 0, "events before the cut: " + all.length() + " " + all.substring(0, Math.min(600, all.length())));
      assertNotNull(resume);
      assertEquals(Long.parseLong(all.substring(lastId + 5, all.indexOf('\n', lastId + 5))), resume,
          "resume after the last event sent before the cut");
    }
    assertEquals(0.0, meter("openmarkets_streams_open{stream=\"liquidations\"}"));
    return heapAtCut;
  }

  private static long usedHeapAfterGc() throws InterruptedException {
    Runtime rt = Runtime.getRuntime();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(200);
      used = Math.min(used, rt.totalMemory() - rt.freeMemory());
    }
    return used;
  }

  private double meter(String series) throws Exception {
    for (String line : server.get("/metrics").body().split("\n")) {
      if (line.startsWith(series + " ")) {
        return Double.parseDouble(line.substring(series.length() + 1));
      }
    }
    return 0;
  }
}
