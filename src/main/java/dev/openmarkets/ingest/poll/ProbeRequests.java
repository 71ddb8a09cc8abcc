package dev.openmarkets.ingest.poll;

import io.vertx.core.Vertx;
import java.util.List;
import java.util.function.Function;

/**
 * What `doctor` asks of a poller: the current documents it would fetch, newest first (a dated
 * upstream lists the last days, so a file not published yet leads to the one before it), the
 * client that sends them as the poller does (its fetch step: User-Agent, deadline, host queue),
 * and the User-Agent it sends, for advice.
 */
public record ProbeRequests(List<Snapshot> newestFirst, Function<Vertx, HistoryFetch> client, String userAgent,
    boolean dated) {
}
