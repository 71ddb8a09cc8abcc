package dev.openmarkets.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.vertx.core.Vertx;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** A pool per calling thread, up to the limit; further threads share the fallback pool. */
class LoopPoolsTest {

  @Test
  void onePoolPerThreadUpToTheLimitThenTheSharedOne() throws Exception {
    Vertx vertx = Vertx.vertx();
    try {
      // pools connect on first use: none is used here, so no database is needed
      AtomicInteger opened = new AtomicInteger();
      Pool shared = pool(vertx);
      LoopPools pools = new LoopPools(2, () -> {
        opened.incrementAndGet();
        return pool(vertx);
      }, shared);
      Pool mine = pools.forThisLoop();
      assertSame(mine, pools.forThisLoop());
      Pool second = CompletableFuture.supplyAsync(pools::forThisLoop, r -> new Thread(r).start()).get();
      Pool third = CompletableFuture.supplyAsync(pools::forThisLoop, r -> new Thread(r).start()).get();
      assertNotSame(mine, second);
      assertNotSame(shared, second);
      assertSame(shared, third, "a third thread is over the limit of 2");
      assertEquals(2, opened.get());
      assertSame(mine, pools.forThisLoop());
    } finally {
      vertx.close().toCompletionStage().toCompletableFuture().get();
    }
  }

  private static Pool pool(Vertx vertx) {
    return PgBuilder.pool().connectingTo(new PgConnectOptions().setPort(1)).using(vertx).build();
  }
}
