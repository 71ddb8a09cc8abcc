package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.answer.DatasetAnswer;
import dev.openmarkets.answer.ETags;
import dev.openmarkets.answer.ResponseCache;
import dev.openmarkets.observe.Metrics;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The response cache on its own: concurrent misses share one load, versions separate answers, memory is bounded. */
class ResponseCacheTest {
  private Vertx vertx;
  private Context ctx;

  @BeforeEach
  void setUp() {
    vertx = Vertx.vertx();
    ctx = vertx.getOrCreateContext();
  }

  @AfterEach
  void tearDown() throws Exception {
    vertx.close().toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);
  }

  private static ResponseCache.Key key(long version, String params) {
    return new ResponseCache.Key("short-volume", version, "keyless", params, 20000, 0);
  }

  private static DatasetAnswer answer(String text) {
    Buffer b = Buffer.buffer(text);
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    crc.update(b.getBytes());
    return DatasetAnswer.ok(b, ETags.of(1, crc.getValue(), b.length()));
  }

  @Test
  void concurrentMissesOnOneKeyRunOneLoad() throws Exception {
    Metrics metrics = new Metrics();
    ResponseCache cache = new ResponseCache(1 << 20, metrics);
    AtomicInteger loads = new AtomicInteger();
    Promise<DatasetAnswer> slowQuery = Promise.promise();
    List<Future<DatasetAnswer>> waiting = new ArrayList<>();
    for (int i = 0; i < 50; i++) {
      waiting.add(cache.get(key(1, "{symbol=AAPL}"), () -> {
        loads.incrementAndGet();
        return slowQuery.future();
      }, ctx));
    }
    assertEquals(1, loads.get());
    DatasetAnswer a = answer("{\"data\":[]}");
    slowQuery.complete(a);
    for (Future<DatasetAnswer> f : waiting) {
      assertSame(a, f.toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS));
    }
    DatasetAnswer hit = cache.get(key(1, "{symbol=AAPL}"), () -> {
      loads.incrementAndGet();
      return Future.succeededFuture(answer("other"));
    }, ctx).toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);
    assertSame(a, hit);
    assertEquals(1, loads.get());
    assertEquals(1, metrics.cacheMisses.sum());
    assertEquals(1, metrics.cacheHits.sum());
  }

  @Test
  void aNewDatasetVersionIsANewKeyAndInvalidateFreesTheOldOnes() throws Exception {
    ResponseCache cache = new ResponseCache(1 << 20, new Metrics());
    cache.get(key(1, "{}"), () -> Future.succeededFuture(answer("v1")), ctx).toCompletionStage().toCompletableFuture().get();
    DatasetAnswer v2 = cache.get(key(2, "{}"), () -> Future.succeededFuture(answer("v2")), ctx)
        .toCompletionStage().toCompletableFuture().get();
    assertEquals("v2", v2.body().toString());
    cache.invalidate("short-volume");
    cache.cleanUp();
    assertEquals(0, cache.entries());
  }

  @Test
  void memoryStaysWithinItsBound() throws Exception {
    long bound = 200_000;
    ResponseCache cache = new ResponseCache(bound, new Metrics());
    String body = "x".repeat(2_000);
    for (int i = 0; i < 1_000; i++) {
      int n = i;
      cache.get(key(1, "{limit=" + n + "}"), () -> Future.succeededFuture(answer(body)), ctx)
          .toCompletionStage().toCompletableFuture().get();
    }
    cache.cleanUp();
    assertTrue(cache.weightedSize() <= bound, "held " + cache.weightedSize() + " bytes");
    assertTrue(cache.entries() > 10 && cache.entries() < 100, "entries " + cache.entries());
  }
}
