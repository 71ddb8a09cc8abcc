package dev.openmarkets.push;

import dev.openmarkets.dataset.feed.FeedSource;
import dev.openmarkets.dataset.feed.Frame;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import java.util.ArrayDeque;

/**
 * One open stream, on the event loop of its connection. It writes what its filter lets through
 * while the client reads; while the client does not (what was written has not left for its socket) or
 * while it is catching up from the table, events wait in a queue of at most bufferEvents, past
 * which the stream ends with `event: overflow` saying where to resume. `seen` is the highest
 * position written or passed over: an event at or below it is never written again. What it
 * writes and queues are slices of the node's shared batches ({@link SharedBatch}): a stream
 * holds references, not bytes.
 */
final class Subscriber<F, A> {
  private static final long HIGH_WATER = 256 * 1024;
  private final StreamSocket socket;
  private final HttpServerResponse response;
  private final F filter;
  private final Feed<F, A> feed;
  private final LoopSubscribers<F, A> loop;
  /** Events waiting, as runs of consecutive frames of a batch. */
  private final ArrayDeque<Run<A>> pending = new ArrayDeque<>();
  private int pendingEvents;
  private long seen;
  private boolean catchingUp;
  /** Ended: by the server (cut) or because the client went; no more events. */
  private boolean closed;
  /** Bytes handed to the connection that the socket has not taken yet: the client is not reading while it is high. */
  private long unsent;

  Subscriber(StreamSocket socket, F filter, Feed<F, A> feed, LoopSubscribers<F, A> loop) {
    this.socket = socket;
    this.response = socket.response();
    this.filter = filter;
    this.feed = feed;
    this.loop = loop;
    socket.gone().onComplete(ar -> stop());
  }

  /**
   * Registers and starts the stream: live from the feed's cursor, after what was missed since
   * `after` (null: live only) is sent from the table.
   */
  void open(Long after, Buffer preamble) {
    if (closed) {
      return; // the socket is gone already: its client went while the open waited for a slot
    }
    long cursor = feed.cursor();
    loop.add(this);
    send(preamble, 0);
    if (after == null || after >= cursor) {
      seen = after == null ? cursor : after;
      return;
    }
    seen = after;
    catchingUp = true;
    int max = feed.settings().resumeMax();
    feed.source().backlog(filter, after, cursor, max).onComplete(ar -> {
      if (closed) {
        return;
      }
      if (ar.failed()) {
        end(Buffer.buffer("event: error\ndata: " + new JsonObject().put("error", "unavailable")
            .put("detail", "The missed events could not be read; reconnect shortly.").encode() + "\n\n"));
        return;
      }
      FeedSource.Backlog<A> b = ar.result();
      if (b.truncated()) {
        send(Buffer.buffer("event: truncated\ndata: " + new JsonObject().put("after", after)
            .put("firstId", b.frames().get(0).id()).put("resumeMax", max).encode() + "\n\n"), 0);
      }
      if (!b.frames().isEmpty()) {
        SharedBatch<A> missed = SharedBatch.of(b.frames());
        send(missed.range(0, missed.size()), missed.size());
      }
      seen = Math.max(cursor, b.frames().isEmpty() ? after : b.frames().get(b.frames().size() - 1).id());
      catchingUp = false;
      dropSeen();
      flush();
    });
  }

  /** A batch from the feed, on this loop: written at once (one slice) when the stream is caught up, else queued. */
  void offer(SharedBatch<A> batch) {
    if (closed) {
      return;
    }
    int n = batch.size();
    if (filter == null && !catchingUp && pending.isEmpty() && batch.id(0) > seen && !backedUp()) {
      seen = batch.lastId();
      send(batch.range(0, n), n);
      return;
    }
    int runStart = -1;
    for (int i = 0; i < n; i++) {
      Frame<A> f = batch.frame(i);
      if (f.id() <= seen) {
        continue;
      }
      if (filter == null || feed.source().matches(filter, f.attrs())) {
        runStart = runStart < 0 ? i : runStart;
        continue;
      }
      if (runStart >= 0) {
        queue(batch, runStart, i);
        runStart = -1;
      } else if (!catchingUp && pending.isEmpty()) {
        seen = f.id(); // passed over: nothing before it waits
      }
    }
    if (runStart >= 0) {
      queue(batch, runStart, n);
    }
    flush();
    if (pendingEvents > feed.settings().bufferEvents()) {
      overflow();
    }
  }

  private void queue(SharedBatch<A> batch, int from, int to) {
    pending.addLast(new Run<>(batch, from, to));
    pendingEvents += to - from;
  }

  /** After catching up: what waits at or below seen was sent from the table. */
  private void dropSeen() {
    while (!pending.isEmpty()) {
      Run<A> r = pending.peekFirst();
      int from = r.from();
      while (from < r.to() && r.batch().id(from) <= seen) {
        from++;
      }
      if (from == r.from()) {
        return;
      }
      pending.pollFirst();
      pendingEvents -= from - r.from();
      if (from < r.to()) {
        pending.addFirst(new Run<>(r.batch(), from, r.to()));
        return;
      }
    }
  }

  void keepAlive(Buffer comment) {
    if (!closed && !backedUp()) {
      send(comment, 0);
    }
  }

  /**
   * Ends the stream (server shutdown); the client's EventSource reconnects, to another node if
   * there is one. Completes when its socket is gone (see {@link StreamSocket#cut}).
   */
  Future<Void> end() {
    return end(null);
  }

  private Future<Void> end(Buffer last) {
    if (closed) {
      return socket.gone();
    }
    stop();
    return socket.cut(last);
  }

  /** Writes what waits, all of it (at most bufferEvents), unless the client has not read what it was sent. */
  private void flush() {
    if (closed || catchingUp || pending.isEmpty() || backedUp()) {
      return;
    }
    seen = pending.peekLast().batch().id(pending.peekLast().to() - 1);
    Run<A>[] runs = pending.toArray(Run[]::new);
    pending.clear();
    pendingEvents = 0;
    for (Run<A> r : runs) {
      send(r.batch().range(r.from(), r.to()), r.to() - r.from());
    }
  }

  /**
   * Writes and counts the bytes until the socket has taken them. The connection's own write queue
   * is not the measure: a stream's writes come in batches of up to a few thousand events, each
   * one write, and what matters is whether the client takes them.
   */
  private void send(Buffer b, int events) {
    int n = b.length();
    unsent += n;
    if (events > 0) {
      feed.meters().sent(feed.name(), events);
    }
    response.write(b).onComplete(ar -> {
      unsent -= n;
      if (!backedUp()) {
        flush();
      }
    });
  }

  /** More than the high-water mark is waiting for the socket: the client reads slower than events come. */
  private boolean backedUp() {
    return unsent > HIGH_WATER;
  }

  private void overflow() {
    feed.meters().overflow(feed.name());
    String data = new JsonObject().put("lastEventId", seen)
        .put("detail", "More than " + feed.settings().bufferEvents() + " events were waiting for this client to read; "
            + "reconnect with Last-Event-ID: " + seen + " (or ?after=" + seen + ") to resume.").encode();
    end(Buffer.buffer("event: overflow\ndata: " + data + "\n\n"));
  }

  /** No more events: what waits is dropped, and the loop forgets the stream. */
  private void stop() {
    closed = true;
    pending.clear();
    pendingEvents = 0;
    loop.remove(this);
  }

  /** Frames from (inclusive) to (exclusive) of one batch. */
  private record Run<A>(SharedBatch<A> batch, int from, int to) {
  }
}
