package dev.openmarkets.push;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.openmarkets.dataset.feed.FeedSource;
import dev.openmarkets.dataset.feed.Frame;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.internal.ContextInternal;
import io.vertx.core.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A stream's subscribers are grouped by event loop so that a batch costs one task, one joined
 * buffer and one keep-alive timer per loop. Each HTTP request runs on a new duplicate of its
 * verticle's context; the group must be the verticle's, not the request's.
 */
class FeedLoopTest {
  @Test
  void requestsOnOneLoopShareItsSubscribersWhateverDuplicateTheyRunOn() {
    Vertx vertx = Vertx.vertx();
    try {
      Feed<Object, Object> feed = new Feed<>("test", new NoEvents(), StreamSettings.from(new JsonObject()),
          new StreamMeters(new SimpleMeterRegistry()));
      ContextInternal verticle = (ContextInternal) ((io.vertx.core.internal.VertxInternal) vertx).createEventLoopContext();
      ContextInternal other = (ContextInternal) ((io.vertx.core.internal.VertxInternal) vertx).createEventLoopContext();
      LoopSubscribers<Object, Object> first = feed.loop(verticle.duplicate());
      LoopSubscribers<Object, Object> second = feed.loop(verticle.duplicate());
      LoopSubscribers<Object, Object> third = feed.loop(verticle);
      assertSame(first, second);
      assertSame(first, third);
      feed.loop(other.duplicate());
      assertEquals(2, feed.loopCount());
    } finally {
      vertx.close();
    }
  }

  private static final class NoEvents implements FeedSource<Object, Object> {
    @Override
    public String dataset() {
      return null;
    }

    @Override
    public Future<Long> head() {
      return Future.succeededFuture(0L);
    }

    @Override
    public Future<List<Frame<Object>>> after(long position, int limit) {
      return Future.succeededFuture(List.of());
    }

    @Override
    public Future<Backlog<Object>> backlog(Object filter, long after, long upTo, int max) {
      return Future.succeededFuture(new Backlog<>(List.of(), false));
    }

    @Override
    public boolean matches(Object filter, Object attrs) {
      return true;
    }
  }
}
