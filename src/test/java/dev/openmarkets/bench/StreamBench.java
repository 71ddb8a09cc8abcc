package dev.openmarkets.bench;

import dev.openmarkets.crypto.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationStore;
import dev.openmarkets.db.DbUrl;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.json.JsonObject;
import io.vertx.pgclient.PgBuilder;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The client side of bench/stream.sh against a running `serve` (its pid for heap and CPU):
 * (1) heap after GC with S idle liquidation streams open, minus before: memory per stream;
 * (2) S streams while R events a second are committed through the writer's transaction for T s:
 * delivery latency from the commit's return to receipt (p50, p99), server CPU and heap;
 * (3) S pollers asking liquidations/recent once a second for T s at the same rate of events:
 * requests and server CPU per event delivered, against the stream's. Not a unit test.
 *
 * <p>args: baseUrl serverPid dbUrl subscribers eventsPerSecond seconds
 */
public final class StreamBench {
  private static final int MAX_MS = 60_000;
  private static final java.util.regex.Pattern ID = java.util.regex.Pattern.compile("\\{\"id\":(\\d+)");

  public static void main(String[] args) throws Exception {
    String base = args[0];
    long pid = Long.parseLong(args[1]);
    DbUrl db = DbUrl.parse(args[2]);
    int subs = Integer.parseInt(args[3]);
    int rate = Integer.parseInt(args[4]);
    int seconds = Integer.parseInt(args[5]);
    java.net.URI uri = java.net.URI.create(base);
    Vertx vertx = Vertx.vertx();
    Pool pool = PgBuilder.pool().connectingTo(db.connectOptions()).with(new io.vertx.sqlclient.PoolOptions().setMaxSize(2))
        .using(vertx).build();
    HttpClient http = vertx.createHttpClient(new HttpClientOptions().setDefaultHost(uri.getHost())
        .setDefaultPort(uri.getPort()).setKeepAlive(true), new PoolOptions().setHttp1MaxSize(subs + 10));

    long heap0 = heapAfterGc(pid);
    AtomicLongArray latency = new AtomicLongArray(MAX_MS + 1);
    AtomicLong received = new AtomicLong();
    Map<Long, Long> committedAt = new ConcurrentHashMap<>();
    List<Future<?>> opened = new ArrayList<>();
    for (int i = 0; i < subs; i++) {
      opened.add(http.request(HttpMethod.GET, "/api/markets/liquidations/stream").compose(req -> req.send())
          .map(resp -> {
            if (resp.statusCode() != 200) {
              throw new IllegalStateException("stream answered " + resp.statusCode());
            }
            resp.handler(b -> onChunk(b, committedAt, latency, received));
            return null;
          }));
      if (i % 200 == 199) {
        Future.all(opened.subList(i - 199, i + 1)).toCompletionStage().toCompletableFuture().get();
      }
    }
    Future.all(opened).toCompletionStage().toCompletableFuture().get();
    Thread.sleep(2000);
    long heap1 = heapAfterGc(pid);
    System.out.printf("idle streams: %d; server heap after GC %d KB -> %d KB: %.1f KB per stream%n", subs,
        heap0 / 1024, heap1 / 1024, (heap1 - heap0) / 1024.0 / subs);

    long cpu0 = cpuMillis(pid);
    long events = write(pool, rate, seconds, committedAt, "stream");
    Thread.sleep(2000);
    long cpu1 = cpuMillis(pid);
    long heap2 = heapAfterGc(pid);
    long expected = events * subs;
    System.out.printf("stream: %d events x %d subscribers, %d received (%.2f%%); latency commit->receipt p50 %d ms, "
        + "p99 %d ms, max %d ms; server CPU %d ms (%.1f %% of a core), %.2f us per delivered event; "
        + "heap after GC %d KB; requests 0 after the %d opens%n",
        events, subs, received.get(), 100.0 * received.get() / expected, pct(latency, 0.5), pct(latency, 0.99),
        pct(latency, 1.0), cpu1 - cpu0, 100.0 * (cpu1 - cpu0) / (seconds * 1000.0 + 2000),
        (cpu1 - cpu0) * 1000.0 / Math.max(1, received.get()), heap2 / 1024, subs);
    http.close();
    Thread.sleep(2000);

    // polling at the same freshness: each client asks every second for what is new
    HttpClient pollers = vertx.createHttpClient(new HttpClientOptions().setDefaultHost(uri.getHost())
        .setDefaultPort(uri.getPort()).setKeepAlive(true), new PoolOptions().setHttp1MaxSize(subs + 10));
    AtomicLong requests = new AtomicLong();
    AtomicLong delivered = new AtomicLong();
    AtomicLong refusedPolls = new AtomicLong();
    long[] newest = new long[subs];
    long cpu2 = cpuMillis(pid);
    long until = System.currentTimeMillis() + seconds * 1000L;
    List<Long> timers = new ArrayList<>();
    for (int i = 0; i < subs; i++) {
      int k = i;
      timers.add(vertx.setPeriodic(1 + (i * 1000L / subs), 1000, t -> {
        if (System.currentTimeMillis() > until) {
          return;
        }
        requests.incrementAndGet();
        pollers.request(HttpMethod.GET, "/api/markets/liquidations/recent?limit=500").compose(req -> req.send())
            .compose(resp -> {
              if (resp.statusCode() != 200) {
                refusedPolls.incrementAndGet();
              }
              return resp.body();
            }).onSuccess(body -> {
              // the ids of the rows, without parsing the whole answer (the client shares the host's CPU)
              long top = newest[k];
              java.util.regex.Matcher m = ID.matcher(body.toString(StandardCharsets.US_ASCII));
              while (m.find()) {
                long id = Long.parseLong(m.group(1));
                if (id > newest[k]) {
                  if (newest[k] > 0) {
                    delivered.incrementAndGet();
                  }
                  top = Math.max(top, id);
                }
              }
              newest[k] = top;
            });
      }));
    }
    long polledEvents = write(pool, rate, seconds, new ConcurrentHashMap<>(), "poll");
    Thread.sleep(2000);
    long cpu3 = cpuMillis(pid);
    timers.forEach(vertx::cancelTimer);
    System.out.printf("polling: %d events, %d pollers once a second: %d requests, %d new events delivered; server CPU "
        + "%d ms (%.1f %% of a core), %.2f us per delivered event, %.3f requests per delivered event; %d polls not answered 200%n",
        polledEvents, subs, requests.get(), delivered.get(), cpu3 - cpu2, 100.0 * (cpu3 - cpu2) / (seconds * 1000.0 + 2000),
        (cpu3 - cpu2) * 1000.0 / Math.max(1, delivered.get()), requests.get() / (double) Math.max(1, delivered.get()), refusedPolls.get());
    pollers.close();
    pool.close();
    vertx.close();
  }

  /** Commits `rate` events a second in ten batches a second through the writer's transaction; returns how many. */
  private static long write(Pool pool, int rate, int seconds, Map<Long, Long> committedAt, String tag) throws Exception {
    int perBatch = Math.max(1, rate / 10);
    long n = 0;
    long start = System.nanoTime();
    for (int b = 0; b < seconds * 10; b++) {
      List<LiquidationEvent> batch = new ArrayList<>(perBatch);
      for (int i = 0; i < perBatch; i++) {
        batch.add(LiquidationEvent.of("okx", "BTC-USDT-SWAP", "BTC", i % 2 == 0 ? "long" : "short",
            new BigDecimal("60000"), new BigDecimal("0.01"), Instant.now(), "bench|" + tag + "|" + start + "|" + b + "|" + i));
      }
      LiquidationStore.write(pool, batch).toCompletionStage().toCompletableFuture().get();
      long now = System.currentTimeMillis();
      for (Row r : pool.query("SELECT id FROM liquidation_events WHERE event_key LIKE 'bench|" + tag + "|" + start + "|"
          + b + "|%'").execute().toCompletionStage().toCompletableFuture().get()) {
        committedAt.put(r.getLong(0), now);
      }
      n += perBatch;
      long next = start + (b + 1) * 100_000_000L;
      long sleep = (next - System.nanoTime()) / 1_000_000;
      if (sleep > 0) {
        Thread.sleep(sleep);
      }
    }
    return n;
  }

  private static void onChunk(Buffer b, Map<Long, Long> committedAt, AtomicLongArray latency, AtomicLong received) {
    long now = System.currentTimeMillis();
    String s = b.toString(StandardCharsets.US_ASCII);
    int at = s.startsWith("id: ") ? 0 : s.indexOf("\nid: ");
    while (at >= 0) {
      int from = at == 0 && s.startsWith("id: ") ? 4 : at + 5;
      int end = s.indexOf('\n', from);
      if (end < 0) {
        break;
      }
      Long c = committedAt.get(Long.parseLong(s.substring(from, end)));
      received.incrementAndGet();
      if (c != null) {
        latency.incrementAndGet((int) Math.min(MAX_MS, Math.max(0, now - c)));
      }
      at = s.indexOf("\nid: ", end);
    }
  }

  private static long pct(AtomicLongArray h, double q) {
    long total = 0;
    for (int i = 0; i < h.length(); i++) {
      total += h.get(i);
    }
    long want = (long) Math.ceil(total * q);
    long seen = 0;
    for (int i = 0; i < h.length(); i++) {
      seen += h.get(i);
      if (seen >= want && h.get(i) > 0) {
        return i;
      }
    }
    return -1;
  }

  private static long heapAfterGc(long pid) throws Exception {
    run("jcmd", Long.toString(pid), "GC.run");
    String info = run("jcmd", Long.toString(pid), "GC.heap_info");
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("used (\\d+)K").matcher(info);
    if (!m.find()) {
      throw new IllegalStateException("no heap figure in: " + info);
    }
    return Long.parseLong(m.group(1)) * 1024;
  }

  private static long cpuMillis(long pid) throws Exception {
    String[] f = Files.readString(Path.of("/proc/" + pid + "/stat")).split("\\) ")[1].split(" ");
    long ticks = Long.parseLong(f[11]) + Long.parseLong(f[12]);
    return ticks * 10; // USER_HZ 100
  }

  private static String run(String... cmd) throws Exception {
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    p.waitFor();
    return out;
  }
}
