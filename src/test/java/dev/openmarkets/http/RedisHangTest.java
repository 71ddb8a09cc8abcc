package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.io.File;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * A Redis that hangs (SIGSTOP, the connection stays open and nothing answers) must not hang the
 * API: requests fall back to the per-instance limiter within the 250 ms deadline and answer 200 in
 * well under a second; once Redis answers again (SIGCONT) the shared counters are used again.
 * Runs a private redis-server; skipped where the machine has none.
 */
@Tag("db")
@Tag("redis")
class RedisHangTest {
  @Test
  void aHangingRedisFallsBackWithinTheDeadlineAndIsUsedAgainAfterwards() throws Exception {
    Assumptions.assumeTrue(onPath("redis-server") && onPath("redis-cli"), "redis-server is not installed");
    int port;
    try (ServerSocket s = new ServerSocket(0)) {
      port = s.getLocalPort();
    }
    Process redis = new ProcessBuilder("redis-server", "--port", String.valueOf(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      awaitPing(port);
      JsonObject conf = new JsonObject().put("redisUrl", "redis://127.0.0.1:" + port)
          .put("rateLimit", new JsonObject().put("keylessPerMinute", 1000).put("redisKeyPrefix", "hang:"));
      try (TestServer s = TestServer.start("redis-hang", conf)) {
        assertEquals(200, s.get("/api/markets/short-volume?symbol=A").statusCode());
        long before = counter(port);
        assertEquals(1, before, "the first request was counted in Redis");

        signal(redis, "STOP");
        try {
          for (int i = 0; i < 5; i++) {
            long t0 = System.nanoTime();
            HttpResponse<String> r = s.get("/api/markets/short-volume?symbol=B" + i);
            long ms = (System.nanoTime() - t0) / 1_000_000;
            assertEquals(200, r.statusCode(), r.body());
            assertTrue(ms < 1000, "uncached request with Redis stopped took " + ms + " ms");
            System.out.println("redis stopped: request " + i + " answered in " + ms + " ms");
          }
        } finally {
          signal(redis, "CONT");
        }
        // after the retry period the shared counter moves again
        long deadline = System.currentTimeMillis() + 15_000;
        long now = before;
        while (now <= before && System.currentTimeMillis() < deadline) {
          Thread.sleep(500);
          assertEquals(200, s.get("/api/markets/short-volume?symbol=C").statusCode());
          now = counter(port);
        }
        assertTrue(now > before, "requests counted in Redis again after it recovered");
      }
    } finally {
      redis.destroyForcibly();
      redis.waitFor(10, TimeUnit.SECONDS);
    }
  }

  private static long counter(int port) throws Exception {
    String keys = cli(port, "--scan", "--pattern", "hang:*").strip();
    assertTrue(!keys.isEmpty() && !keys.contains("\n"), "one bucket key in Redis: " + keys);
    return Long.parseLong(cli(port, "GET", keys).strip());
  }

  private static void awaitPing(int port) throws Exception {
    for (int i = 0; i < 100; i++) {
      if (cli(port, "PING").contains("PONG")) {
        return;
      }
      Thread.sleep(50);
    }
    throw new AssertionError("redis-server did not start");
  }

  private static String cli(int port, String... args) throws Exception {
    String[] cmd = new String[args.length + 3];
    cmd[0] = "redis-cli";
    cmd[1] = "-p";
    cmd[2] = String.valueOf(port);
    System.arraycopy(args, 0, cmd, 3, args.length);
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor(10, TimeUnit.SECONDS);
    return out;
  }

  private static void signal(Process p, String sig) throws Exception {
    new ProcessBuilder("kill", "-" + sig, String.valueOf(p.pid())).inheritIO().start().waitFor();
  }

  private static boolean onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      if (new File(dir, program).canExecute()) {
        return true;
      }
    }
    return false;
  }
}
