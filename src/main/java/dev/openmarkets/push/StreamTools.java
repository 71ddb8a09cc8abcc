package dev.openmarkets.push;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.mcp.EventTool;
import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Set;

/**
 * The live streams as MCP tools for agents that cannot hold a stream: liquidations_since and
 * changes_since answer the events after a position ({events, next, more}), the same events with the
 * same ids as the streams; call again with after = next until more is false.
 */
public final class StreamTools {
  private static final Set<String> LIQUIDATION_FILTERS = Set.of("symbol", "exchange", "side", "minUsd");

  private StreamTools() {
  }

  public static List<EventTool> of(Streams streams, int maxRows) {
    return List.of(
        new EventTool("liquidations_since", "liquidations-recent", "Liquidation events stored after a given event id,"
            + " oldest first, with liquidations/recent's filters: what GET " + Streams.LIQUIDATIONS_PATH + " would have"
            + " pushed. Start with after=0 or a known id; call again with after=next while more is true.",
            schema(maxRows, new JsonObject()
                .put("symbol", text("Contract or base asset, e.g. BTCUSDT or BTC"))
                .put("exchange", text("One venue, e.g. binance"))
                .put("side", text("long or short (the side that was liquidated)"))
                .put("minUsd", new JsonObject().put("type", "number").put("description", "Smallest USD value"))),
            args -> {
              long after = after(args);
              MultiMap filters = MultiMap.caseInsensitiveMultiMap();
              for (String name : args.fieldNames()) {
                if (LIQUIDATION_FILTERS.contains(name)) {
                  filters.add(name, String.valueOf(args.getValue(name)));
                } else if (!name.equals("after") && !name.equals("limit")) {
                  throw ApiError.badRequest("Unknown argument '" + name + "'; liquidations_since takes after, limit, "
                      + "symbol, exchange, side, minUsd.");
                }
              }
              return streams.liquidationsSince(filters, after, limit(args, maxRows));
            }),
        new EventTool("changes_since", null, "Dataset changes after a given position, oldest first: each"
            + " {dataset, version, updatedAt, rows, keys} that GET " + Streams.CHANGES_PATH + " would have pushed (keys:"
            + " the accession numbers of new SEC filings). Call again with after=next while more is true.",
            schema(maxRows, new JsonObject().put("datasets", text("Comma list of dataset names; all when absent"))),
            args -> {
              for (String name : args.fieldNames()) {
                if (!Set.of("after", "limit", "datasets").contains(name)) {
                  throw ApiError.badRequest("Unknown argument '" + name + "'; changes_since takes after, limit, datasets.");
                }
              }
              return streams.changesSince(args.getValue("datasets") == null ? null : String.valueOf(args.getValue("datasets")),
                  after(args), limit(args, maxRows));
            }));
  }

  private static JsonObject schema(int maxRows, JsonObject filters) {
    JsonObject props = new JsonObject()
        .put("after", new JsonObject().put("type", "integer").put("minimum", 0)
            .put("description", "The id (position) of the last event already seen; 0 for the oldest kept"))
        .put("limit", new JsonObject().put("type", "integer").put("minimum", 1).put("maximum", maxRows)
            .put("description", "Events answered at most (default " + maxRows + ")"));
    props.mergeIn(filters);
    return new JsonObject().put("type", "object").put("properties", props).put("required", new JsonArray().add("after"))
        .put("additionalProperties", false);
  }

  private static JsonObject text(String description) {
    return new JsonObject().put("type", "string").put("description", description);
  }

  private static long after(JsonObject args) {
    Object v = args.getValue("after");
    if (!(v instanceof Number n) || n.doubleValue() < 0 || n.doubleValue() != Math.rint(n.doubleValue())) {
      throw ApiError.badRequest("Argument 'after' is required: the id of an event, a whole number >= 0.");
    }
    return n.longValue();
  }

  private static int limit(JsonObject args, int maxRows) {
    Object v = args.getValue("limit");
    if (v == null) {
      return maxRows;
    }
    if (!(v instanceof Number n) || n.doubleValue() < 1 || n.doubleValue() > maxRows
        || n.doubleValue() != Math.rint(n.doubleValue())) {
      throw ApiError.badRequest("Argument 'limit' must be a whole number from 1 to " + maxRows + ".");
    }
    return n.intValue();
  }
}
