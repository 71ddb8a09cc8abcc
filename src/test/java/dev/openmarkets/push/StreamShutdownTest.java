package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** An open stream does not hold a graceful stop up: the stream ends first, then the server stops. */
@Tag("db")
class StreamShutdownTest {
  @Test
  void openStreamsEndAndTheServerStopsPromptly() throws Exception {
    TestServer server = TestServer.start("push_shutdown");
    SseClient a = SseClient.open(server.base + "/api/markets/liquidations/stream");
    SseClient b = SseClient.open(server.base + "/api/markets/liquidations/stream?symbol=BTC&after=0");
    assertEquals(200, a.status());
    assertEquals(200, b.status());
    Thread.sleep(200);
    long t0 = System.nanoTime();
    server.close();
    long millis = (System.nanoTime() - t0) / 1_000_000;
    // the HTTP stop alone waits up to 5 s for open requests; ended streams are not open requests
    assertTrue(millis < 4_000, "stopped in " + millis + " ms");
    long deadline = System.currentTimeMillis() + 2_000;
    while (!(a.ended() && b.ended()) && System.currentTimeMillis() < deadline) {
      Thread.sleep(20);
    }
    assertTrue(a.ended() && b.ended(), "both clients saw their stream end");
  }
}
