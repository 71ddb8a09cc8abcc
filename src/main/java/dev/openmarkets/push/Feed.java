package dev.openmarkets.push;

import dev.openmarkets.dataset.feed.FeedSource;
import dev.openmarkets.dataset.feed.Frame;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One stream's events on this node: on each version bump of its dataset (a local commit on the
 * event bus, another node's by NOTIFY) it reads the rows after its cursor once, in batches, and
 * hands each batch to every event loop that has subscribers ({@link LoopSubscribers}), which
 * filter and write. Reads run one at a time on the feed's own context; bumps during a read
 * make it read again, so none is lost and none is read twice.
 */
public final class Feed<F, A> {
  private static final Logger LOG = Logger.getLogger(Feed.class.getName());
  private static final int READ_BATCH = 5_000;

  private final String name;
  private final FeedSource<F, A> source;
  private final StreamSettings settings;
  private final StreamMeters meters;
  private final Map<Context, LoopSubscribers<F, A>> loops = new ConcurrentHashMap<>();
  private Context context;
  /** The highest position handed to the loops; set before the hand-over (see {@link #cursor}). */
  private volatile long cursor;
  private boolean reading;
  private boolean again;

  public Feed(String name, FeedSource<F, A> source, StreamSettings settings, StreamMeters meters) {
    this.name = name;
    this.source = source;
    this.settings = settings;
    this.meters = meters;
  }

  /** Takes the current head as the cursor: a stream opened from now on starts after it. */
  public Future<Void> start(Vertx vertx) {
    // a context of its own: reads and their bookkeeping never wait behind a verticle's work
    this.context = ((io.vertx.core.internal.VertxInternal) vertx).createEventLoopContext();
    meters.register(name, () -> loops.values().stream().mapToInt(LoopSubscribers::size).sum());
    return source.head().map(h -> {
      cursor = h;
      return null;
    });
  }

  public String name() {
    return name;
  }

  public FeedSource<F, A> source() {
    return source;
  }

  public StreamSettings settings() {
    return settings;
  }

  public StreamMeters meters() {
    return meters;
  }

  /**
   * The highest position every subscriber registered from now on will be handed live. It is
   * written before a batch is posted to the loops, so a loop that reads a value has either
   * already run the batches up to it or will run them after the registration it is doing now:
   * a new subscriber catches up to this value from the table and gets the rest live.
   */
  public long cursor() {
    return cursor;
  }

  /** A dataset changed (any dataset: a feed of one dataset ignores the others). */
  public void changed(String dataset) {
    if (context != null && (source.dataset() == null || source.dataset().equals(dataset))) {
      context.runOnContext(v -> read());
    }
  }

  /**
   * The subscribers of the calling event loop (created on its first stream). A request's handler
   * runs on a duplicate of its verticle's context, a new one per request: keyed by that, every
   * stream would be a "loop" of its own, with its own batch task, joined buffer and keep-alive
   * timer (measured: 5,000 streams on two loops, a quarter of the server's CPU in joining the
   * same batch 5,000 times). Keyed by the context it duplicates, one per verticle instance.
   */
  public LoopSubscribers<F, A> loop(Context loopContext) {
    Context root = ((io.vertx.core.internal.ContextInternal) loopContext).unwrap();
    return loops.computeIfAbsent(root, c -> new LoopSubscribers<>(c, this));
  }

  /** How many loops hold subscribers (tests). */
  int loopCount() {
    return loops.size();
  }

  /** Ends every stream (graceful shutdown), each on its own loop; completes when all have. */
  public Future<Void> closeAll() {
    return Future.all(loops.values().stream().map(LoopSubscribers::closeAll).toList()).mapEmpty();
  }

  private void read() {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    again = false;
    source.after(cursor, READ_BATCH).onComplete(ar -> {
      reading = false;
      if (ar.failed()) {
        // the bump is not lost: read again shortly (a NOTIFY is not repeated)
        LOG.log(Level.WARNING, "stream " + name + ": reading events after " + cursor + " failed", ar.cause());
        meters.readFailed(name);
        context.owner().setTimer(1_000, t -> read());
        return;
      }
      List<Frame<A>> batch = ar.result();
      if (!batch.isEmpty()) {
        cursor = batch.get(batch.size() - 1).id();
        meters.read(name, batch.size());
        // a node whose streams never had a subscriber copies nothing off-heap; a loop that has had
        // one is posted to even while empty, so that a stream registering there now misses nothing
        if (!loops.isEmpty()) {
          SharedBatch<A> shared = SharedBatch.of(batch);
          for (LoopSubscribers<F, A> loop : loops.values()) {
            loop.post(shared);
          }
        }
      }
      if (again || batch.size() == READ_BATCH) {
        read();
      }
    });
  }
}
