package dev.openmarkets.push;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.LiveStream;
import dev.openmarkets.dataset.feed.ChangesPath;
import dev.openmarkets.http.openapi.Components;
import dev.openmarkets.http.openapi.DataSchemas;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The OpenAPI paths of the live streams: GET answering `text/event-stream`, with their resume
 * parameters; a dataset's declared stream takes its filters from the dataset's own parameters.
 */
public final class StreamsOpenApi {
  private StreamsOpenApi() {
  }

  public static JsonObject paths(List<Dataset> datasets) {
    JsonObject paths = new JsonObject();
    for (Dataset ds : datasets) {
      if (ds.stream() != null) {
        paths.put(ds.stream().path(), new JsonObject().put("get", declared(ds, ds.stream())));
      }
    }
    return paths
        .put(ChangesPath.PATH, new JsonObject().put("get", operation(
            "Dataset changes as a live stream (Server-Sent Events)", "changes_stream", "streams",
            "`event: changed` with {dataset, version, updatedAt, rows, revised, keys} on every dataset version bump (the "
                + "one that drops cached answers); revised, present when above 0, counts the values the commit revised "
                + "(a corrected file's changed rows and dropped rows); keys are the SEC accession numbers a filing commit "
                + "loaded, elsewhere the revised rows' keys (AAPL|2026-11-13). `id:` is a "
                + "position that is the same on every node and survives restarts.",
            "id: 5120\nevent: changed\ndata: {\"dataset\":\"insiders\",\"version\":42,\"updatedAt\":\"2026-11-26T12:00:02Z\","
                + "\"rows\":1,\"keys\":[\"0009999001-26-000101\"]}\n\n",
            new JsonArray().add(query("datasets", "string", "Comma-separated dataset names; all without it")))));
  }

  /** A dataset's stream: each new row as one event, filtered by the dataset's parameters (limit aside). */
  private static JsonObject declared(Dataset ds, LiveStream<?, ?> stream) {
    JsonArray filters = new JsonArray();
    DataSchemas.params(ds, false).stream().map(JsonObject.class::cast)
        .filter(p -> !p.getString("name").equals("limit"))
        .forEach(filters::add);
    return operation("New rows of " + ds.name() + " as a live stream (Server-Sent Events)", stream.name() + "_stream",
        "streams", "Each new row of " + ds.path() + " as one event: `id: <position>`, `event: " + stream.event()
            + "`, `data:` the object the row is there, with the same filters. A comment line every 15 s keeps the "
            + "connection open.",
        "id: 1843\nevent: " + stream.event() + "\ndata: {...one row of " + ds.path() + "}\n\n", filters);
  }

  private static JsonObject operation(String summary, String opId, String tag, String description, String example,
      JsonArray params) {
    params.add(query("after", "integer", "Resume after this event id (Last-Event-ID wins when both are sent)"))
        .add(new JsonObject().put("name", "Last-Event-ID").put("in", "header").put("required", false)
            .put("description", "The id of the last event received: what was missed is sent first, from the table "
                + "(at most 10,000 events), then the live ones, without gap or duplicate")
            .put("schema", new JsonObject().put("type", "integer")));
    return new JsonObject().put("summary", summary).put("operationId", opId).put("description", description)
        .put("tags", new JsonArray().add(tag))
        .put("security", new JsonArray().add(new JsonObject()).add(new JsonObject().put("apiKey", new JsonArray())))
        .put("parameters", params)
        .put("responses", new JsonObject()
            .put("200", new JsonObject().put("description", "The stream; events: " + opId.replace("_stream", "")
                    + " events, `truncated` when more was missed than is resent, `overflow` (then the end) when the "
                    + "client does not read")
                .put("headers", Components.rateLimitHeaders())
                .put("content", new JsonObject().put("text/event-stream", new JsonObject()
                    .put("schema", new JsonObject().put("type", "string")).put("example", example))))
            .put("400", Components.response("BadRequest"))
            .put("401", Components.response("InvalidKey"))
            .put("429", Components.response("RateLimited"))
            .put("503", Components.response("Unavailable")));
  }

  private static JsonObject query(String name, String type, String description) {
    return new JsonObject().put("name", name).put("in", "query").put("required", false).put("description", description)
        .put("schema", new JsonObject().put("type", type));
  }
}
