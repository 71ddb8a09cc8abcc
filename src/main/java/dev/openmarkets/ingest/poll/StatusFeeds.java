package dev.openmarkets.ingest.poll;

import java.util.List;
import java.util.Map;

/**
 * A deployable other than a {@link Poller} that records outcomes in poll_status (the liquidation
 * streams, as "VENUE-ws"): under which names, and for which datasets.
 */
public interface StatusFeeds {
  Map<String, List<String>> statusFeeds();
}
