package dev.openmarkets.mcp;

import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.function.Function;

/**
 * A tool that answers what a live stream sent after a position, for agents that cannot hold a
 * Server-Sent Events stream: liquidation events and dataset changes since an id. Built at the
 * composition root over the streams; the call counts against `dataset`'s rate limit (null: the
 * general one) like any request. run takes the call's arguments and answers {events, next, more}.
 */
public record EventTool(String name, String dataset, String description, JsonObject inputSchema,
    Function<JsonObject, Future<JsonObject>> run) {

  JsonObject listing() {
    return new JsonObject().put("name", name).put("description", description).put("inputSchema", inputSchema)
        .put("annotations", new JsonObject().put("readOnlyHint", true));
  }
}
