package dev.openmarkets.push;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.answer.ParamParser;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.LiveStream;
import dev.openmarkets.dataset.Params;
import dev.openmarkets.dataset.feed.ChangesPath;
import dev.openmarkets.dataset.feed.Frame;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.MultiMap;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.sqlclient.Pool;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;

/**
 * The live streams (Server-Sent Events) of this node: one feed per stream its datasets declare
 * ({@link LiveStream}) and the dataset-changes feed, the per-client caps, and the routes. Opening
 * a stream counts once against the rate limit of its dataset (the same bucket as the dataset's
 * JSON), then the stream holds one of the client's concurrent slots until its socket is gone.
 */
public final class Streams {
  private static final Pattern POSITION = Pattern.compile("\\d{1,18}");
  /** How many events one since() call reads from the table before filtering. */
  private static final int SINCE_SCAN = 2_000;
  /** Sent first: the reconnection delay browsers use, and a comment so that headers and a first byte go out at once. */
  private static final Buffer PREAMBLE = Buffer.buffer("retry: 2000\n: open\n\n");
  private static final Buffer SAMPLE_PREAMBLE = Buffer.buffer("retry: 2000\n: open; SAMPLE data (--demo), not market data\n\n");

  private final StreamSettings settings;
  private final AccessControl access;
  private final StreamCaps caps = new StreamCaps();
  /** The declared streams by dataset name, in the order declared. */
  private final Map<String, DatasetFeed<?, ?>> declared = new LinkedHashMap<>();
  private final Feed<Set<String>, String> changes;
  private final Set<String> datasetNames = new TreeSet<>();
  private final ChangesRetention retention;

  private final Buffer preamble;

  /** datasets: every served dataset (the changes stream may be asked for any); sample: --demo (streams say SAMPLE). */
  public Streams(Pool pool, StreamSettings settings, AccessControl access, StreamMeters meters,
      List<Dataset> datasets, boolean sample) {
    this.preamble = sample ? SAMPLE_PREAMBLE : PREAMBLE;
    this.settings = settings;
    this.access = access;
    for (Dataset ds : datasets) {
      datasetNames.add(ds.name());
      if (ds.stream() != null) {
        declared.put(ds.name(), DatasetFeed.of(ds, ds.stream(), pool, settings, meters));
      }
    }
    this.changes = new Feed<>("changes", new ChangesFeedSource(pool), settings, meters);
    this.retention = new ChangesRetention(pool);
  }

  public Future<Void> start(Vertx vertx) {
    Future<Void> started = Future.succeededFuture();
    for (DatasetFeed<?, ?> d : declared.values()) {
      started = started.compose(v -> d.feed().start(vertx));
    }
    return started.compose(v -> changes.start(vertx)).onSuccess(v -> retention.start(vertx));
  }

  /** The datasets that declare a live stream, in the order declared. */
  public List<Dataset> streamed() {
    return declared.values().stream().<Dataset>map(DatasetFeed::dataset).toList();
  }

  /** A dataset's version moved (this node's commit or, by NOTIFY, another's). */
  public void changed(String dataset) {
    declared.values().forEach(d -> d.feed().changed(dataset));
    changes.changed(dataset);
  }

  /** Ends every open stream: the first step of a graceful stop, so open streams do not hold it up. */
  public Future<Void> closeAll() {
    retention.stop();
    List<Future<Void>> closed = new ArrayList<>();
    declared.values().forEach(d -> closed.add(d.feed().closeAll()));
    closed.add(changes.closeAll());
    return Future.join(closed).mapEmpty();
  }

  public void mount(Router router) {
    declared.values().forEach(d -> mount(router, d));
    router.get(ChangesPath.PATH)
        .handler(access.forDataset(null))
        .handler(ctx -> open(ctx, changes, datasets(ctx.queryParams().get("datasets"))));
  }

  /** A declared stream: counts against its dataset's rate limit, filtered by the dataset's own parameters. */
  private <F, A> void mount(Router router, DatasetFeed<F, A> d) {
    router.get(d.stream().path())
        .handler(access.forDataset(d.dataset().name()))
        .handler(ctx -> open(ctx, d.feed(), d.filter(ctx.queryParams(), ctx.pathParams())));
  }

  /** ?datasets=a,b: names of served datasets; absent or blank: all (no filter). */
  private Set<String> datasets(String raw) {
    if (raw == null || raw.isBlank()) {
      return null;
    }
    Set<String> out = new TreeSet<>();
    for (String name : raw.split(",")) {
      String n = name.trim();
      if (n.isEmpty()) {
        continue;
      }
      if (!datasetNames.contains(n)) {
        throw ApiError.badRequest("Unknown dataset '" + (n.length() > 60 ? n.substring(0, 60) + "..." : n)
            + "' in 'datasets'; the names are those of /stats and /docs (short-volume, insiders, events, ...).");
      }
      out.add(n);
    }
    return out.isEmpty() ? null : out;
  }

  private <F, A> void open(RoutingContext ctx, Feed<F, A> feed, F filter) {
    Long after = after(ctx);
    String key = ctx.get(AccessControl.KEY_PREFIX);
    String client = key != null ? "key:" + key : "ip:" + ctx.get(AccessControl.CLIENT_IP);
    int max = key != null ? settings.maxPerKey() : settings.maxPerIp();
    Context context = Vertx.currentContext();
    caps.take(context, client, max).onSuccess(taken -> {
      if (!taken) {
        feed.meters().refused(feed.name());
        ctx.fail(tooManyStreams(key != null, max));
        return;
      }
      StreamSocket socket = StreamSocket.of(context.owner(), ctx.request(), settings.closeGraceSeconds() * 1000L);
      // the slot is the socket's: given back when the socket is gone, not when the stream ends
      socket.gone().onComplete(ar -> caps.release(client));
      HttpServerResponse resp = ctx.response();
      resp.setChunked(true)
          .putHeader(HttpHeaders.CONTENT_TYPE, "text/event-stream; charset=utf-8")
          .putHeader(HttpHeaders.CACHE_CONTROL, "no-cache")
          // nginx and similar proxies pass the events on as they come instead of buffering them
          .putHeader("X-Accel-Buffering", "no")
          // a Content-Encoding already set keeps the server's compressor out: a compressed event
          // would wait in the compressor instead of reaching the client
          .putHeader(HttpHeaders.CONTENT_ENCODING, HttpHeaders.IDENTITY);
      new Subscriber<>(socket, filter, feed, feed.loop(context)).open(after, preamble);
    });
  }

  private ApiError tooManyStreams(boolean keyed, int max) {
    return new ApiError(429, "too_many_streams", (keyed ? "This key holds " : "This address holds ") + max
        + " open streams, the most allowed at once" + (keyed ? "" : " without a key (send an x-api-key for "
        + settings.maxPerKey() + ")") + "; close one or retry later.", settings.retryAfterSeconds());
  }

  /** Where to resume: the Last-Event-ID header (what EventSource sends when it reconnects) or ?after=. */
  private static Long after(RoutingContext ctx) {
    String header = ctx.request().getHeader("Last-Event-ID");
    String raw = header != null && !header.isBlank() ? header.trim() : ctx.queryParams().get("after");
    if (raw == null || raw.isBlank()) {
      return null;
    }
    if (!POSITION.matcher(raw).matches()) {
      throw ApiError.badRequest("Last-Event-ID or 'after' must be the id of an event (a whole number >= 0), got '"
          + (raw.length() > 40 ? raw.substring(0, 40) + "..." : raw) + "'.");
    }
    return Long.parseLong(raw);
  }

  /**
   * For clients that cannot hold a stream (the MCP tools): the events of a dataset's declared
   * stream after a position, in order, that pass the dataset's filters (query and path: its
   * parameters, as a request would send them), at most max.
   */
  public Future<JsonObject> since(String dataset, MultiMap query, Map<String, String> path, long after, int max) {
    DatasetFeed<?, ?> d = declared.get(dataset);
    if (d == null) {
      throw new IllegalArgumentException(dataset + " declares no live stream");
    }
    return since(d, query, path, after, max);
  }

  private <F, A> Future<JsonObject> since(DatasetFeed<F, A> d, MultiMap query, Map<String, String> path, long after,
      int max) {
    return since(d.feed(), d.filter(query, path), after, max);
  }

  /** The dataset changes after a position (datasets: a comma list or null for all), at most max. */
  public Future<JsonObject> changesSince(String datasets, long after, int max) {
    return since(changes, datasets(datasets), after, max);
  }

  /**
   * One bounded read of the table after the position (SINCE_SCAN events), filtered: the events as
   * JSON objects, and `next`, the position to ask from next time (the last event read, or the last
   * one answered when max cut the answer), so paging never skips nor repeats an event.
   */
  private <F, A> Future<JsonObject> since(Feed<F, A> feed, F filter, long after, int max) {
    return feed.source().after(after, SINCE_SCAN).map(frames -> {
      JsonArray events = new JsonArray();
      long next = after;
      boolean cut = false;
      for (Frame<A> f : frames) {
        if (events.size() == max) {
          cut = true;
          break;
        }
        next = f.id();
        if (filter == null || feed.source().matches(filter, f.attrs())) {
          events.add(new JsonObject(Buffer.buffer(f.json())).put("id", f.id()));
        }
      }
      return new JsonObject().put("events", events).put("next", next).put("more", cut || frames.size() == SINCE_SCAN);
    });
  }

  /** A declared stream bound to its dataset and its feed on this node. */
  private record DatasetFeed<F, A>(Dataset dataset, LiveStream<F, A> stream, Feed<F, A> feed) {
    static <F, A> DatasetFeed<F, A> of(Dataset ds, LiveStream<F, A> s, Pool pool, StreamSettings settings,
        StreamMeters meters) {
      return new DatasetFeed<>(ds, s, new Feed<>(s.name(), s.source().apply(pool), settings, meters));
    }

    /** The subscriber's filter from the dataset's parameters as parsed for its JSON (a bad one is a 400); null: none. */
    F filter(MultiMap query, Map<String, String> path) {
      Params params = ParamParser.parse(dataset, query, path, false);
      if (params.asOf() != null) {
        // a live stream sends what becomes known from now on; the past is the dataset's JSON with asOf
        throw ApiError.badRequest("asOf does not apply to a live stream: ask " + dataset.path() + "?asOf= for the past.");
      }
      return stream.filter() == null ? null : stream.filter().apply(params);
    }
  }
}
