package dev.openmarkets.http;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.db.LoopPools;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.Tuple;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Benchmark-only routes, mounted only when the configuration key "benchRoutes" is true (bench/run.sh
 * sets it): /bench/plaintext answers a constant buffer, the ceiling of this machine's HTTP stack;
 * /bench/bytes/{n} a constant buffer of n bytes (the ceiling for a body as large as a dataset's);
 * /bench/hop the constant buffer fetched over the event bus from a consumer on its own context,
 * the hop a JSON cache miss makes to its family verticle, measured alone;
 * /bench/db answers one random short_volume row by primary key, prepared, on the read pool of
 * the request's event loop (as a cache miss is): the TechEmpower single-query test on our
 * PostgreSQL. Not part of the public API.
 */
public final class BenchRoutes {
  private static final Buffer PLAINTEXT = Buffer.buffer("Hello, World!");
  private static final CharSequence PLAINTEXT_LENGTH = HttpHeaders.createOptimized(Integer.toString(PLAINTEXT.length()));
  private static final CharSequence TEXT_PLAIN = HttpHeaders.createOptimized("text/plain");
  private static final CharSequence JSON = HttpHeaders.createOptimized("application/json");
  private static final String ROW = """
      SELECT trade_date, symbol, short_volume::text, short_exempt_volume::text, total_volume::text
      FROM short_volume WHERE symbol = $1 AND trade_date = $2""";
  // a random sample of existing keys, taken once, so every lookup finds its row
  private static final String KEYS = "SELECT symbol, trade_date FROM short_volume ORDER BY random() LIMIT 10000";

  private static final int MAX_BYTES = 1 << 20;
  private static final String ECHO = "openmarkets.bench.echo";

  private final LoopPools pools;
  private final Map<Integer, Buffer> blobs = new ConcurrentHashMap<>();
  private final AtomicReference<Future<List<Tuple>>> keys = new AtomicReference<>();

  public BenchRoutes(LoopPools pools) {
    this.pools = pools;
  }

  /** Registers the event-bus echo behind /bench/hop; call once, from outside the HTTP verticles. */
  public Future<Void> listen(Vertx vertx) {
    return vertx.eventBus().<String>consumer(ECHO, msg -> msg.reply(PLAINTEXT)).completion();
  }

  public void mount(Router router) {
    router.get("/bench/plaintext").handler(this::plaintext);
    router.get("/bench/bytes/:n").handler(this::bytes);
    router.get("/bench/db").handler(this::singleRow);
    router.get("/bench/hop").handler(this::hop);
  }

  private void hop(RoutingContext ctx) {
    ctx.vertx().eventBus().<Buffer>request(ECHO, "")
        .onSuccess(reply -> ctx.response()
            .putHeader(HttpHeaders.CONTENT_TYPE, TEXT_PLAIN)
            .end(reply.body()))
        .onFailure(ctx::fail);
  }

  private void bytes(RoutingContext ctx) {
    int n;
    try {
      n = Integer.parseInt(ctx.pathParam("n"));
    } catch (NumberFormatException e) {
      n = -1;
    }
    if (n < 0 || n > MAX_BYTES) {
      ctx.fail(ApiError.badRequest("n must be 0.." + MAX_BYTES + "."));
      return;
    }
    Buffer body = blobs.computeIfAbsent(n, size -> Buffer.buffer("x".repeat(size)));
    ctx.response()
        .putHeader(HttpHeaders.CONTENT_TYPE, TEXT_PLAIN)
        .end(body);
  }

  private void plaintext(RoutingContext ctx) {
    ctx.response()
        .putHeader(HttpHeaders.CONTENT_TYPE, TEXT_PLAIN)
        .putHeader(HttpHeaders.CONTENT_LENGTH, PLAINTEXT_LENGTH)
        .end(PLAINTEXT);
  }

  private void singleRow(RoutingContext ctx) {
    keys().compose(sample -> {
      if (sample.isEmpty()) {
        return Future.failedFuture(ApiError.notFound("short_volume is empty."));
      }
      Tuple key = sample.get(ThreadLocalRandom.current().nextInt(sample.size()));
      return pools.forThisLoop().preparedQuery(ROW).execute(key);
    }).onSuccess(rows -> {
      Row r = rows.iterator().next();
      Buffer body = new JsonObject()
          .put("date", r.getLocalDate(0).toString())
          .put("symbol", r.getString(1))
          .put("shortVolume", r.getString(2))
          .put("shortExemptVolume", r.getString(3))
          .put("totalVolume", r.getString(4))
          .toBuffer();
      ctx.response()
          .putHeader(HttpHeaders.CONTENT_TYPE, JSON)
          .end(body);
    }).onFailure(ctx::fail);
  }

  /** The key sample, loaded on first use; an empty table is sampled again next time. */
  private Future<List<Tuple>> keys() {
    Future<List<Tuple>> current = keys.get();
    if (current != null) {
      return current;
    }
    Future<List<Tuple>> loading = pools.forThisLoop().query(KEYS).execute().map(rows -> {
      List<Tuple> out = new ArrayList<>(rows.size());
      for (Row r : rows) {
        out.add(Tuple.of(r.getString(0), r.getLocalDate(1)));
      }
      return List.copyOf(out);
    });
    if (!keys.compareAndSet(null, loading)) {
      return keys.get();
    }
    loading.onComplete(ar -> {
      if (ar.failed() || ar.result().isEmpty()) {
        keys.compareAndSet(loading, null);
      }
    });
    return loading;
  }
}
