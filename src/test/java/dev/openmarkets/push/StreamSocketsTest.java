package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.testing.TcpSockets;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import io.vertx.core.transport.Transport;
import java.math.BigDecimal;
import java.net.InetAddress;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The cap on a keyless address's streams, counted where it matters: at the server's sockets, as
 * the kernel lists them. The clients counted come from a loopback address of their own
 * (127.0.0.x), so the harness's own requests (from 127.0.0.1) are not counted.
 */
@Tag("db")
class StreamSocketsTest {
  private static final String PATH = "/api/markets/liquidations/stream";
  private static final int CAP = 2;
  private final AtomicInteger seq = new AtomicInteger();

  /** network: the transport (configuration "network"); the writer of liquidations deployed. */
  private static TestServer start(String network) throws Exception {
    TestServer server = TestServer.start("push_sockets_" + network.replace("_", ""), new JsonObject()
        .put("network", network)
        // two HTTP verticles, as a node with two cores runs: a stream's close and the next open
        // can be on different event loops
        .put("httpInstances", 2)
        .put("streams", new JsonObject().put("maxPerIp", CAP).put("bufferEvents", 100)));
    LiquidationWriterVerticle writer = new LiquidationWriterVerticle(server.service.pool(), 5000, 20, 1_000_000);
    server.service.vertx().deployVerticle(writer).toCompletionStage().toCompletableFuture().get();
    return server;
  }

  /**
   * Clients that never read, from one address, one new every 100 ms while events are written
   * fast: the first CAP get streams, which are cut with an overflow; the clients after them are
   * refused (429) until the cut sockets are gone, so at no moment does the server hold more than
   * CAP sockets of the address, and twice CAP streams in all need the first CAP to go. After the
   * second cut, the server's sockets are gone within 5 s of it, unread bytes and all.
   */
  @ParameterizedTest
  @ValueSource(strings = {"io_uring", "epoll"})
  void clientsThatNeverReadHoldNoMoreSocketsThanTheCap(String network) throws Exception {
    assumeTrue(TcpSockets.readable(), "the kernel's socket table (/proc/net/tcp) is Linux's");
    Transport t = network.equals("io_uring") ? Transport.IO_URING : Transport.EPOLL;
    assumeTrue(t != null && t.available(), network + " is not usable on this machine");
    try (TestServer server = start(network)) {
      neverReading(server);
    }
  }

  private void neverReading(TestServer server) throws Exception {
    InetAddress from = InetAddress.getByName("127.0.0.2");
    int port = server.service.port();
    List<StalledClient> clients = new ArrayList<>();
    List<String> overCap = new ArrayList<>();
    int accepted = 0;
    int refused = 0;
    int maxHeld = 0;
    AtomicBoolean flooding = new AtomicBoolean(true);
    Thread flood = flood(server, flooding);
    try {
      long deadline = System.currentTimeMillis() + 90_000;
      while (accepted < 2 * CAP && System.currentTimeMillis() < deadline) {
        StalledClient c = StalledClient.open(from, port, PATH);
        clients.add(c);
        if (c.status == 200) {
          accepted++;
        } else {
          assertEquals(429, c.status);
          refused++;
          // kept alive for more requests, a refused client's socket is the client's to close
          c.close();
          untilGone(port, from, c.localPort());
        }
        List<TcpSockets.Socket> held = TcpSockets.serverSide(port, from).stream().filter(TcpSockets.Socket::held)
            .toList();
        maxHeld = Math.max(maxHeld, held.size());
        if (held.size() > CAP) {
          overCap.add("after " + accepted + " accepted and " + refused + " refused: " + held);
        }
        Thread.sleep(100);
      }
      assertEquals(2 * CAP, accepted, "the second streams were let in at last (" + refused + " refused)");
      long cut = untilOverflows(server, 2 * CAP);
      long gone = whenNoneHeld(port, from);
      System.out.printf("StreamSocketsTest (%s): %d accepted, %d refused, at most %d sockets held; the last cut's"
          + " sockets gone %d ms after it%n", server.service.network(), accepted, refused, maxHeld, gone - cut);
      assertTrue(overCap.isEmpty(), "more sockets than the cap of " + CAP + ": " + overCap);
      assertTrue(refused > 0, "the cap was reached and held");
      assertTrue(gone - cut < 5_000, "the cut sockets went " + (gone - cut) + " ms after the cut; held: "
          + TcpSockets.serverSide(port, from));
    } finally {
      flooding.set(false);
      flood.join();
      for (StalledClient c : clients) {
        c.close();
      }
    }
  }

  /**
   * A client at the cap that closes a stream and opens one again at once gets it, every time:
   * 50 times with a raw socket (its close a reset, its unread bytes dropped), 50 times with the
   * JDK's client (which closes on a thread of its own), each while another stream holds the
   * other slot of its address.
   */
  @Test
  void aStreamClosedAndReopenedAtOnceIsNeverRefused() throws Exception {
    InetAddress from = InetAddress.getByName("127.0.0.3");
    List<Integer> statuses = new ArrayList<>();
    try (TestServer server = start("auto")) {
      int port = server.service.port();
      try (StalledClient other = StalledClient.open(from, port, PATH)) {
        assertEquals(200, other.status);
        for (int i = 0; i < 50; i++) {
          StalledClient c = StalledClient.open(from, port, PATH);
          statuses.add(c.status);
          c.close();
        }
      }
      try (SseClient other = SseClient.open(server.base + PATH)) {
        assertEquals(200, other.status());
        for (int i = 0; i < 50; i++) {
          try (SseClient c = SseClient.open(server.base + PATH)) {
            statuses.add(c.status());
          }
        }
      }
    }
    assertEquals(List.of(200), statuses.stream().distinct().toList(), "statuses: " + statuses);
  }

  /** Writes about 4,000 events a second until told to stop. */
  private Thread flood(TestServer server, AtomicBoolean flooding) {
    Thread t = new Thread(() -> {
      while (flooding.get()) {
        List<LiquidationEvent> batch = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
          batch.add(LiquidationEvent.of("okx", "CUT-USDT-SWAP", "CUT", "long", new BigDecimal("1.5"),
              new BigDecimal("2"), Instant.now(), "sockets-test|" + seq.incrementAndGet()));
        }
        server.service.vertx().eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents("test", batch));
        try {
          Thread.sleep(50);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "flood");
    t.start();
    return t;
  }

  /** When the overflow counter reached n (polled every 20 ms, for 60 s at most). */
  private static long untilOverflows(TestServer server, double n) throws Exception {
    long deadline = System.currentTimeMillis() + 60_000;
    while (overflows(server) < n && System.currentTimeMillis() < deadline) {
      Thread.sleep(20);
    }
    assertEquals(n, overflows(server), "streams cut for overflow");
    return System.currentTimeMillis();
  }

  /** Until the server's end of one client socket is no longer held (5 s at most). */
  private static void untilGone(int port, InetAddress from, int clientPort) throws Exception {
    long deadline = System.currentTimeMillis() + 5_000;
    while (System.currentTimeMillis() < deadline && TcpSockets.serverSide(port, from).stream()
        .anyMatch(s -> s.remotePort() == clientPort && s.held())) {
      Thread.sleep(5);
    }
  }

  /** When the server held none of the address's sockets (polled every 20 ms, for 10 s at most). */
  private static long whenNoneHeld(int port, InetAddress from) throws Exception {
    long deadline = System.currentTimeMillis() + 10_000;
    while (TcpSockets.held(port, from) > 0 && System.currentTimeMillis() < deadline) {
      Thread.sleep(20);
    }
    return System.currentTimeMillis();
  }

  private static double overflows(TestServer server) throws Exception {
    String series = "openmarkets_stream_overflows_total{stream=\"liquidations\"} ";
    for (String line : server.get("/metrics").body().split("\n")) {
      if (line.startsWith(series)) {
        return Double.parseDouble(line.substring(series.length()));
      }
    }
    return 0;
  }
}
