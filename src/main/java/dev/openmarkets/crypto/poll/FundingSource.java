package dev.openmarkets.crypto.poll;

import dev.openmarkets.crypto.store.VenueData;
import io.vertx.core.Future;

/** One venue's funding poll: the tracked contracts' snapshots, and their history when due. */
@FunctionalInterface
public interface FundingSource {
  /** firstRun: read a longer history (backfill) than the regular catch-up. */
  Future<VenueData> poll(VenueHttp http, boolean withHistory, boolean firstRun);
}
