package dev.openmarkets.push;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.LiveStream;
import dev.openmarkets.dataset.Param;
import dev.openmarkets.dataset.PointInTime;
import dev.openmarkets.dataset.feed.ChangesPath;
import dev.openmarkets.mcp.EventTool;
import dev.openmarkets.mcp.McpTool;
import io.vertx.core.MultiMap;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The live streams as MCP tools for agents that cannot hold a stream: one per stream a dataset
 * declares (its tool name and description from the declaration, its filter arguments the dataset's
 * own parameters) and changes_since. Each answers the events after a position ({events, next,
 * more}), the same events with the same ids as the stream; call again with after = next until more
 * is false.
 */
public final class StreamTools {
  private StreamTools() {
  }

  public static List<EventTool> of(Streams streams, int maxRows) {
    List<EventTool> tools = new ArrayList<>();
    for (Dataset ds : streams.streamed()) {
      tools.add(since(streams, ds, maxRows));
    }
    tools.add(changesSince(streams, maxRows));
    return tools;
  }

  /**
   * A declared stream's tool: every parameter of its dataset but limit and asOf filters, as it does
   * the dataset's JSON (a stream's events are what became known after a position, not as of a moment).
   */
  private static EventTool since(Streams streams, Dataset ds, int maxRows) {
    LiveStream<?, ?> stream = ds.stream();
    JsonObject filters = new JsonObject();
    for (Param<?> p : ds.params()) {
      if (!p.name().equals("limit") && p != PointInTime.AS_OF) {
        filters.put(p.name(), McpTool.schema(p));
      }
    }
    JsonObject schema = schema(maxRows, filters);
    return new EventTool(stream.toolName(), ds.name(), stream.toolDescription(), schema, args -> {
      long after = after(args);
      checkArguments(stream.toolName(), schema, args);
      MultiMap query = MultiMap.caseInsensitiveMultiMap();
      Map<String, String> path = new HashMap<>();
      for (Param<?> p : ds.params()) {
        Object v = args.getValue(p.name());
        if (v != null && filters.containsKey(p.name())) {
          if (p.inPath()) {
            path.put(p.name(), String.valueOf(v));
          } else {
            query.add(p.name(), String.valueOf(v));
          }
        }
      }
      return streams.since(ds.name(), query, path, after, limit(args, maxRows));
    });
  }

  private static EventTool changesSince(Streams streams, int maxRows) {
    JsonObject schema = schema(maxRows, new JsonObject()
        .put("datasets", text("Comma list of dataset names; all when absent")));
    return new EventTool("changes_since", null, "Dataset changes after a given position, oldest first: each"
        + " {dataset, version, updatedAt, rows, keys} that GET " + ChangesPath.PATH + " would have pushed (keys:"
        + " the accession numbers of new SEC filings). Call again with after=next while more is true.", schema,
        args -> {
          checkArguments("changes_since", schema, args);
          return streams.changesSince(args.getValue("datasets") == null ? null : String.valueOf(args.getValue("datasets")),
              after(args), limit(args, maxRows));
        });
  }

  /** A 400 naming the arguments the tool takes when the call sends one it does not. */
  private static void checkArguments(String tool, JsonObject schema, JsonObject args) {
    Set<String> accepted = schema.getJsonObject("properties").fieldNames();
    for (String name : args.fieldNames()) {
      if (!accepted.contains(name)) {
        throw ApiError.badRequest("Unknown argument '" + name + "'; " + tool + " takes " + String.join(", ", accepted)
            + ".");
      }
    }
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
