package dev.openmarkets.crypto.poll;

import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.crypto.venue.VenueFetch;
import io.vertx.core.Future;
import java.time.Instant;

/** One venue's funding poll: the tracked contracts' snapshots, and their history when due. */
@FunctionalInterface
public interface FundingSource {
  /** now: the poll's time (history windows and sample hours); firstRun: read a longer history (backfill). */
  Future<VenueData> poll(VenueFetch venue, Instant now, boolean withHistory, boolean firstRun);
}
