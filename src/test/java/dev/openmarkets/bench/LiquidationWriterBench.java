package dev.openmarkets.bench;

import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.CryptoCodecs;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.db.Database;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Events per second from the event bus into PostgreSQL through the batching liquidation writer.
 * Starts the product's own embedded PostgreSQL (default settings: fsync on) in a fresh data dir,
 * builds N distinct events up front (200 contracts over 48 hours, three venues), sends them the
 * way the streams do (messages of `perMessage` events, paced to `rate` events/s when rate > 0, else
 * as fast as the loop can), and waits until the writer has committed all of them. Not a unit test.
 *
 * <p>args: N (default 500000), perMessage (default 50), rate (default 0 = unpaced)
 */
public final class LiquidationWriterBench {
  private LiquidationWriterBench() {
  }

  public static void main(String[] args) throws Exception {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 500_000;
    int perMessage = args.length > 1 ? Integer.parseInt(args[1]) : 50;
    int rate = args.length > 2 ? Integer.parseInt(args[2]) : 0;
    Path dir = Files.createTempDirectory("om-liq-bench");
    JsonObject o = new JsonObject().put("dataDir", dir.toString()).put("pollers", false);
    Database db = Database.start(ConfigLoader.load(Path.of("does-not-exist.json"), Map.of(), o));
    Vertx vertx = Vertx.vertx();
    Pool pool = db.pool(vertx, 4);
    CryptoCodecs.register(vertx.eventBus());
    LiquidationWriterVerticle writer = new LiquidationWriterVerticle(pool);
    vertx.deployVerticle(writer).toCompletionStage().toCompletableFuture().get();

    List<LiquidationEvents> messages = build(n, perMessage);
    // warm-up: JIT and prepared statements, not counted
    List<LiquidationEvents> warm = build(20_000, perMessage, "warm");
    long warmTarget = 20_000;
    warm.forEach(m -> vertx.eventBus().send(LiquidationWriterVerticle.ADDRESS, m));
    while (writer.inserted() < warmTarget) {
      Thread.sleep(5);
    }

    long t0 = System.nanoTime();
    vertx.runOnContext(v -> sendFrom(vertx, messages, 0, perMessage, rate, t0));
    long target = warmTarget + n;
    while (writer.inserted() < target) {
      Thread.sleep(2);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    System.out.printf("events=%d perMessage=%d rate=%s elapsed=%.3f s throughput=%.0f events/s dropped=%d%n",
        n, perMessage, rate == 0 ? "unpaced" : rate + "/s", seconds, n / seconds, writer.dropped());
    vertx.close().toCompletionStage().toCompletableFuture().get();
    db.close();
  }

  /** Sends on the event loop in slices of 1 ms worth (or 200 messages), yielding between slices. */
  private static void sendFrom(Vertx vertx, List<LiquidationEvents> messages, int from, int perMessage, int rate,
      long t0) {
    int i = from;
    int slice = rate > 0 ? Math.max(1, rate / 1000 / perMessage) : 200;
    for (int k = 0; k < slice && i < messages.size(); k++, i++) {
      vertx.eventBus().send(LiquidationWriterVerticle.ADDRESS, messages.get(i));
    }
    if (i >= messages.size()) {
      return;
    }
    int next = i;
    if (rate > 0) {
      long dueNanos = (long) ((double) next * perMessage / rate * 1e9);
      long wait = Math.max(1, (dueNanos - (System.nanoTime() - t0)) / 1_000_000);
      vertx.setTimer(wait, id -> sendFrom(vertx, messages, next, perMessage, rate, t0));
    } else {
      vertx.runOnContext(v -> sendFrom(vertx, messages, next, perMessage, rate, t0));
    }
  }

  static List<LiquidationEvents> build(int n, int perMessage) {
    return build(n, perMessage, "bench");
  }

  static List<LiquidationEvents> build(int n, int perMessage, String prefix) {
    String[] venues = {"okx", "gate", "htx"};
    Random r = new Random(7);
    Instant start = Instant.now().truncatedTo(ChronoUnit.HOURS).minus(48, ChronoUnit.HOURS);
    List<LiquidationEvents> out = new ArrayList<>(n / perMessage + 1);
    List<LiquidationEvent> batch = new ArrayList<>(perMessage);
    for (int i = 0; i < n; i++) {
      String venue = venues[i % 3];
      int c = r.nextInt(200);
      String symbol = switch (venue) {
        case "okx" -> "C" + c + "-USDT-SWAP";
        case "gate" -> "C" + c + "_USDT";
        default -> "C" + c + "-USDT";
      };
      BigDecimal price = BigDecimal.valueOf(1000 + r.nextInt(90_000), 1);
      BigDecimal qty = BigDecimal.valueOf(1 + r.nextInt(5000), 3);
      Instant ts = start.plusMillis((long) i * 48 * 3_600_000L / n);
      batch.add(LiquidationEvent.of(venue, symbol, "C" + c, r.nextBoolean() ? "long" : "short", price, qty, ts,
          prefix + "|" + i));
      if (batch.size() == perMessage) {
        out.add(new LiquidationEvents(venue, batch));
        batch = new ArrayList<>(perMessage);
      }
    }
    if (!batch.isEmpty()) {
      out.add(new LiquidationEvents("okx", batch));
    }
    return out;
  }
}
