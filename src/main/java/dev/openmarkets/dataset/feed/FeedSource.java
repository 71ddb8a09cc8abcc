package dev.openmarkets.dataset.feed;

import io.vertx.core.Future;
import java.util.List;

/**
 * Where a stream's events come from: a table whose rows have a monotonic position, written under
 * a lock so positions become visible in order (a row with a lower position never commits after
 * one with a higher). F: a subscriber's filter; A: what the filter reads from an event.
 */
public interface FeedSource<F, A> {
  /** The dataset whose version bump says new events may be there; null: any dataset's. */
  String dataset();

  /** The highest position committed now (0 when none). */
  Future<Long> head();

  /** Every event after the position, in order, at most limit of them. */
  Future<List<Frame<A>>> after(long position, int limit);

  /**
   * What a subscriber resuming after `after` missed up to `upTo` (inclusive), matching its filter,
   * in order: the newest max events of them, and whether older ones were left out.
   */
  Future<Backlog<A>> backlog(F filter, long after, long upTo, int max);

  /** Whether an event passes the subscriber's filter. */
  boolean matches(F filter, A attrs);

  /** Missed events, oldest first; truncated when more than the bound were missed. */
  record Backlog<A>(List<Frame<A>> frames, boolean truncated) {
  }
}
