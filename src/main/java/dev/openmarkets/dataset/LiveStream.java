package dev.openmarkets.dataset;

import dev.openmarkets.dataset.feed.FeedSource;
import io.vertx.sqlclient.Pool;
import java.util.function.Function;

/**
 * A dataset's live stream of its new rows, declared on the dataset: push serves it (the route, the
 * feed, the MCP tool that answers the events since a position) from this alone.
 *
 * @param name the feed's name (its meters say it)
 * @param path where the Server-Sent Events stream is served
 * @param event the SSE event name of its events
 * @param source the table its events come from, over the node's pool
 * @param filter a subscriber's filter from the dataset's own parsed parameters; null when nothing filters
 * @param toolName the MCP tool that answers the events after a position
 * @param toolDescription that tool's description
 * @param <F> a subscriber's filter
 * @param <A> what the filter reads from an event
 */
public record LiveStream<F, A>(String name, String path, String event, Function<Pool, FeedSource<F, A>> source,
    Function<Params, F> filter, String toolName, String toolDescription) {
}
