package dev.openmarkets.push;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The subscribers of one stream on one event loop. Everything here runs on that loop: the feed
 * posts each batch once per loop, and the loop hands it to each subscriber (filter and write),
 * so a batch costs one task per loop, not one per subscriber. One keep-alive timer per loop.
 */
public final class LoopSubscribers<F, A> {
  private static final Buffer KEEP_ALIVE = Buffer.buffer(": keep-alive\n\n");

  private final Context context;
  private final Feed<F, A> feed;
  private final Set<Subscriber<F, A>> subscribers = new LinkedHashSet<>();
  private volatile int size;
  private long keepAliveTimer = -1;

  LoopSubscribers(Context context, Feed<F, A> feed) {
    this.context = context;
    this.feed = feed;
  }

  int size() {
    return size;
  }

  /** On this loop. */
  void add(Subscriber<F, A> s) {
    subscribers.add(s);
    size = subscribers.size();
    if (keepAliveTimer == -1) {
      long every = feed.settings().keepAliveSeconds() * 1000L;
      keepAliveTimer = context.owner().setPeriodic(every, every, t -> keepAlive());
    }
  }

  /** On this loop. */
  void remove(Subscriber<F, A> s) {
    subscribers.remove(s);
    size = subscribers.size();
  }

  /** From the feed's context: the batch is handed over on this loop, to each subscriber in turn. */
  void post(SharedBatch<A> batch) {
    context.runOnContext(v -> {
      for (Subscriber<F, A> s : new ArrayList<>(subscribers)) {
        s.offer(batch);
      }
    });
  }

  Future<Void> closeAll() {
    Promise<Void> done = Promise.promise();
    context.runOnContext(v -> {
      List<Future<Void>> ends = new ArrayList<>();
      for (Subscriber<F, A> s : new ArrayList<>(subscribers)) {
        ends.add(s.end());
      }
      if (keepAliveTimer != -1) {
        context.owner().cancelTimer(keepAliveTimer);
        keepAliveTimer = -1;
      }
      Future.join(ends).onComplete(ar -> done.complete());
    });
    return done.future();
  }

  private void keepAlive() {
    for (Subscriber<F, A> s : new ArrayList<>(subscribers)) {
      s.keepAlive(KEEP_ALIVE);
    }
  }
}
