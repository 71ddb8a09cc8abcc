package dev.openmarkets.bench;

import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.LiquidationStore;
import dev.openmarkets.db.DbUrl;
import io.netty.buffer.ByteBuf;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.internal.buffer.BufferInternal;
import io.vertx.pgclient.PgBuilder;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Row;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The client side of bench/stream.sh against a running `serve` (its pid for heap and CPU):
 * (1) heap after GC with S idle liquidation streams open, minus before: memory per stream;
 * (2) S streams while R events a second are committed through the writer's transaction for T s:
 * every event counted on every stream (ids in order, none repeated), delivery latency from the
 * commit's return to receipt on a sample of the streams, CPU of the server, of this client and
 * of the whole host; (3) P pollers asking liquidations/recent every I ms for T s at the same
 * rate: requests, events delivered and server CPU per delivered event, latency from commit to
 * first sight. Not a unit test.
 *
 * <p>args: baseUrl serverPid dbUrl subscribers eventsPerSecond seconds pollers pollMillis commitsPerSecond
 * (the liquidation writer commits what it queued every lingerMillis, 250 by default: 4 a second)
 */
public final class StreamBench {
  /** Streams (and pollers) whose receipt times are kept: about this many, spread over all. */
  private static final int SAMPLED = 100;
  /** Writer transactions a second. */
  private static int commits = 4;

  public static void main(String[] args) throws Exception {
    String base = args[0];
    String pid = args[1];
    DbUrl db = DbUrl.parse(args[2]);
    int subs = Integer.parseInt(args[3]);
    int rate = Integer.parseInt(args[4]);
    int seconds = Integer.parseInt(args[5]);
    int pollers = Integer.parseInt(args[6]);
    int pollMillis = Integer.parseInt(args[7]);
    commits = Integer.parseInt(args[8]);
    java.net.URI uri = java.net.URI.create(base);
    // two loops: the host has two cores for the server, PostgreSQL, the writer and these clients
    Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(2));
    Pool pool = PgBuilder.pool().connectingTo(db.connectOptions()).with(new io.vertx.sqlclient.PoolOptions().setMaxSize(2))
        .using(vertx).build();
    HttpClientOptions options = new HttpClientOptions().setDefaultHost(uri.getHost()).setDefaultPort(uri.getPort())
        .setKeepAlive(true);
    System.out.printf("host: %d cores; server pid %s; %d subscribers, %d events/s in %d commits/s, %d s; %d pollers every "
        + "%d ms%n", Runtime.getRuntime().availableProcessors(), pid, subs, rate, commits, seconds, pollers, pollMillis);

    // (1) memory per idle stream
    long heap0 = Heap.afterGc(pid);
    HttpClient http = vertx.createHttpClient(options, new PoolOptions().setHttp1MaxSize(subs + 10));
    List<SseCounter> streams = open(http, subs);
    Thread.sleep(2000);
    long heap1 = Heap.afterGc(pid);
    System.out.printf("idle streams: %d; server heap after GC %d KB -> %d KB: %.1f KB per stream%n", subs,
        heap0 / 1024, heap1 / 1024, (heap1 - heap0) / 1024.0 / subs);

    // (2) the streams while events are written
    Map<Long, Long> committedAt = new ConcurrentHashMap<>();
    Usage u0 = Usage.now(pid);
    long t0 = System.nanoTime();
    long events = write(pool, rate, seconds, committedAt, "stream");
    double writeSeconds = (System.nanoTime() - t0) / 1e9;
    long settleUntil = System.currentTimeMillis() + 10_000;
    while (delivered(streams) < events * subs && System.currentTimeMillis() < settleUntil) {
      Thread.sleep(100);
    }
    Usage u1 = Usage.now(pid);
    long received = delivered(streams);
    long disorders = streams.stream().mapToLong(SseCounter::disorders).sum();
    long cut = streams.stream().filter(SseCounter::isEnded).count();
    Latency lat = new Latency();
    for (SseCounter c : streams) {
      for (int k = 0; k < c.recorded(); k++) {
        Long at = committedAt.get(c.id(k));
        if (at != null) {
          lat.add(c.time(k) - at);
        }
      }
    }
    long heap2 = Heap.afterGc(pid);
    System.out.printf("stream: %d events written in %.1f s (%.0f/s) x %d subscribers: %d received (%.2f %%), %d out of "
        + "order or repeated; %d streams ended by the server (overflow); latency commit->receipt (%d receipts on %d sampled streams) p50 %d ms, p99 %d ms, max %d ms; "
        + "%s; server %.2f us per delivered event; server heap after GC %d KB; requests: the %d opens%n",
        events, writeSeconds, events / writeSeconds, subs, received, 100.0 * received / Math.max(1, events * subs),
        disorders, cut, lat.count(), Math.min(SAMPLED, subs), lat.pct(0.5), lat.pct(0.99), lat.pct(1.0), u1.minus(u0),
        (u1.server - u0.server) * 1000.0 / Math.max(1, received), heap2 / 1024, subs);
    http.close().toCompletionStage().toCompletableFuture().get();
    Thread.sleep(3000);

    // (3) polling recent at the same event rate
    if (pollers > 0) {
      poll(vertx, options, pool, pid, pollers, pollMillis, rate, seconds);
    }
    pool.close();
    vertx.close();
  }

  private static List<SseCounter> open(HttpClient http, int subs) throws Exception {
    List<SseCounter> counters = new ArrayList<>(subs);
    List<Future<?>> opened = new ArrayList<>();
    int every = Math.max(1, subs / SAMPLED);
    for (int i = 0; i < subs; i++) {
      SseCounter c = new SseCounter(i % every == 0);
      counters.add(c);
      opened.add(http.request(HttpMethod.GET, "/api/markets/liquidations/stream").compose(req -> req.send())
          .map(resp -> {
            if (resp.statusCode() != 200) {
              throw new IllegalStateException("stream answered " + resp.statusCode());
            }
            resp.handler(b -> c.feed(((BufferInternal) b).getByteBuf(), System.currentTimeMillis()));
            resp.endHandler(v -> c.ended());
            resp.exceptionHandler(e -> c.ended());
            return null;
          }));
      if (i % 200 == 199) {
        Future.all(opened.subList(i - 199, i + 1)).toCompletionStage().toCompletableFuture().get();
      }
    }
    Future.all(opened).toCompletionStage().toCompletableFuture().get();
    return counters;
  }

  private static long delivered(List<SseCounter> streams) {
    long n = 0;
    for (SseCounter c : streams) {
      n += c.events();
    }
    return n;
  }

  /**
   * Pollers ask liquidations/recent?limit=500 (its most) every pollMillis, staggered; an event
   * counts as delivered to a poller the first time it sees its id. The first answer of each is
   * what was there before and counts for nothing.
   */
  private static void poll(Vertx vertx, HttpClientOptions options, Pool pool, String pid, int pollers, int pollMillis,
      int rate, int seconds) throws Exception {
    HttpClient client = vertx.createHttpClient(options, new PoolOptions().setHttp1MaxSize(pollers + 10));
    AtomicLong requests = new AtomicLong();
    AtomicLong failed = new AtomicLong();
    List<PollCounter> counters = new ArrayList<>();
    int every = Math.max(1, pollers / SAMPLED);
    List<Long> timers = new ArrayList<>();
    for (int i = 0; i < pollers; i++) {
      PollCounter c = new PollCounter(i % every == 0);
      counters.add(c);
      timers.add(vertx.setPeriodic(1 + (long) i * pollMillis / pollers, pollMillis, t -> {
        if (c.busy) {
          return; // the previous answer has not arrived: a real poller waits for it
        }
        c.busy = true;
        requests.incrementAndGet();
        client.request(HttpMethod.GET, "/api/markets/liquidations/recent?limit=500").compose(req -> req.send())
            .compose(resp -> {
              if (resp.statusCode() != 200) {
                failed.incrementAndGet();
              }
              return resp.body();
            }).onComplete(ar -> {
              c.busy = false;
              if (ar.succeeded()) {
                c.read(((BufferInternal) ar.result()).getByteBuf(), System.currentTimeMillis());
              } else {
                failed.incrementAndGet();
              }
            });
      }));
    }
    Thread.sleep(pollMillis + 500L); // every poller's first answer: the baseline
    Map<Long, Long> committedAt = new ConcurrentHashMap<>();
    long requests0 = requests.get();
    Usage u0 = Usage.now(pid);
    long events = write(pool, rate, seconds, committedAt, "poll");
    Thread.sleep(pollMillis + 1000L);
    Usage u1 = Usage.now(pid);
    long requestsMade = requests.get() - requests0;
    timers.forEach(vertx::cancelTimer);
    long delivered = 0;
    Latency lat = new Latency();
    for (PollCounter c : counters) {
      for (int k = 0; k < c.recorded; k++) {
        Long at = committedAt.get(c.ids[k]);
        if (at != null) {
          delivered++;
          if (c.sampled) {
            lat.add(c.times[k] - at);
          }
        }
      }
    }
    System.out.printf("polling: %d events x %d pollers every %d ms: %d requests, %d new events seen (%.2f %%); latency "
        + "commit->first sight p50 %d ms, p99 %d ms, max %d ms; %s; server %.2f us per delivered event, %.4f requests per "
        + "delivered event; %d polls not answered 200%n",
        events, pollers, pollMillis, requestsMade, delivered, 100.0 * delivered / Math.max(1, events * pollers),
        lat.pct(0.5), lat.pct(0.99), lat.pct(1.0), u1.minus(u0), (u1.server - u0.server) * 1000.0 / Math.max(1, delivered),
        requestsMade / (double) Math.max(1, delivered), failed.get());
    client.close();
  }

  /** Commits `rate` events a second in `commits` batches a second through the writer's transaction; returns how many. */
  private static long write(Pool pool, int rate, int seconds, Map<Long, Long> committedAt, String tag) throws Exception {
    int perBatch = Math.max(1, rate / commits);
    long n = 0;
    long start = System.nanoTime();
    long every = 1_000_000_000L / commits;
    for (int b = 0; b < seconds * commits; b++) {
      List<LiquidationEvent> batch = new ArrayList<>(perBatch);
      for (int i = 0; i < perBatch; i++) {
        batch.add(LiquidationEvent.of("okx", "BTC-USDT-SWAP", "BTC", i % 2 == 0 ? "long" : "short",
            new BigDecimal("60000"), new BigDecimal("0.01"), Instant.now(), "bench|" + tag + "|" + start + "|" + b + "|" + i));
      }
      LiquidationStore.write(pool, batch).toCompletionStage().toCompletableFuture().get();
      long now = System.currentTimeMillis();
      // the ids after the commit's time is taken: a receipt may come before this map has them
      for (Row r : pool.query("SELECT id FROM liquidation_events WHERE event_key LIKE 'bench|" + tag + "|" + start + "|"
          + b + "|%'").execute().toCompletionStage().toCompletableFuture().get()) {
        committedAt.put(r.getLong(0), now);
      }
      n += perBatch;
      long sleep = (start + (b + 1) * every - System.nanoTime()) / 1_000_000;
      if (sleep > 0) {
        Thread.sleep(sleep);
      }
    }
    return n;
  }

  /** A poller: the ids of liquidations/recent's rows ({"id":N at each row's start), kept when newer than any seen. */
  private static final class PollCounter {
    final boolean sampled;
    volatile boolean busy;
    long newest = -1;
    long[] ids = new long[1 << 12];
    long[] times = new long[1 << 12];
    int recorded;

    PollCounter(boolean sampled) {
      this.sampled = sampled;
    }

    void read(ByteBuf b, long now) {
      byte[] prefix = "{\"id\":".getBytes(StandardCharsets.US_ASCII);
      long top = newest;
      int end = b.writerIndex();
      int i = b.readerIndex();
      while ((i = b.indexOf(i, end, (byte) '{')) >= 0) {
        boolean match = i + prefix.length < end;
        for (int k = 1; match && k < prefix.length; k++) {
          match = b.getByte(i + k) == prefix[k];
        }
        i++;
        if (!match) {
          continue;
        }
        long id = 0;
        for (int j = i + prefix.length - 1; j < end && b.getByte(j) >= '0' && b.getByte(j) <= '9'; j++) {
          id = id * 10 + (b.getByte(j) - '0');
        }
        if (newest >= 0 && id > newest) {
          if (recorded == ids.length) {
            ids = java.util.Arrays.copyOf(ids, ids.length * 2);
            times = java.util.Arrays.copyOf(times, times.length * 2);
          }
          ids[recorded] = id;
          times[recorded++] = now;
        }
        top = Math.max(top, id);
      }
      newest = Math.max(top, 0);
    }
  }

  /** Milliseconds, in a histogram to a minute. */
  private static final class Latency {
    private final long[] h = new long[60_001];
    private long n;

    void add(long ms) {
      h[(int) Math.min(h.length - 1, Math.max(0, ms))]++;
      n++;
    }

    long count() {
      return n;
    }

    long pct(double q) {
      long want = (long) Math.ceil(n * q);
      long seen = 0;
      for (int i = 0; i < h.length; i++) {
        seen += h[i];
        if (seen >= want && h[i] > 0) {
          return i;
        }
      }
      return -1;
    }
  }

  /** CPU of the server, of this client and of the host at one moment. */
  private record Usage(long wallMillis, long server, long serverSystem, long client, long hostBusy, long hostTotal) {
    static Usage now(String pid) throws Exception {
      long[] host = CpuClock.hostMillis();
      long[] split = CpuClock.processSplit(pid);
      return new Usage(System.currentTimeMillis(), split[0] + split[1], split[1], CpuClock.processMillis("self"),
          host[0], host[1]);
    }

    String minus(Usage o) {
      double wall = (wallMillis - o.wallMillis) / 1000.0;
      return String.format("in %.1f s: server CPU %.2f s (%.0f %% of a core; %.0f %% of it in the kernel), this client %.2f s (%.0f %%), host busy "
          + "%.0f %% of all cores", wall, (server - o.server) / 1000.0, (server - o.server) / wall / 10.0,
          100.0 * (serverSystem - o.serverSystem) / Math.max(1, server - o.server),
          (client - o.client) / 1000.0, (client - o.client) / wall / 10.0,
          100.0 * (hostBusy - o.hostBusy) / Math.max(1, hostTotal - o.hostTotal));
    }
  }

  /** The server's heap after a full GC, through jcmd. */
  private static final class Heap {
    static long afterGc(String pid) throws Exception {
      run("jcmd", pid, "GC.run");
      String info = run("jcmd", pid, "GC.heap_info");
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("used (\\d+)K").matcher(info);
      if (!m.find()) {
        throw new IllegalStateException("no heap figure in: " + info);
      }
      return Long.parseLong(m.group(1)) * 1024;
    }

    private static String run(String... cmd) throws Exception {
      Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      p.waitFor();
      return out;
    }
  }
}
