package dev.openmarkets.http.mirror;

import dev.openmarkets.access.ClientAddress;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.mirror.Manifest;
import dev.openmarkets.mirror.MirrorLayout;
import dev.openmarkets.mirror.Sha256;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.file.FileProps;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * /mirror/: the latest publication of `mirror publish` from mirror.dir, as files with strong ETags
 * (their sha256), single Range requests (206, 416), immutable caching of the content-named files,
 * an HTML index, and a rate limit of its own in bytes a minute per client. Files go out with
 * sendFile; everything that reads a whole file runs on a worker.
 */
public final class MirrorRoutes {
  private static final String IMMUTABLE = "public, max-age=31536000, immutable";
  private static final String SHORT = "public, max-age=60";

  private final Vertx vertx;
  private final Path root;
  private final ByteBudget budget;
  private final ClientAddress clients;
  private final FileTags tags;
  private volatile Page index;

  private record Page(String manifestTag, String etag, byte[] html) {
  }

  public MirrorRoutes(Vertx vertx, Path root, long bytesPerMinute, ClientAddress clients) {
    this.vertx = vertx;
    this.root = root.toAbsolutePath().normalize();
    this.budget = new ByteBudget(bytesPerMinute, 100_000, System::nanoTime);
    this.clients = clients;
    this.tags = new FileTags(vertx, this.root);
  }

  public void mount(Router router) {
    // the router matches /mirror and /mirror/ alike; the index's relative links need the slash
    router.route("/mirror").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(ctx -> {
      if (ctx.request().path().endsWith("/")) {
        index(ctx);
      } else {
        ctx.response().setStatusCode(301).putHeader(HttpHeaders.LOCATION, "/mirror/").end();
      }
    });
    router.route("/mirror/*").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(this::file);
  }

  private void file(RoutingContext ctx) {
    Optional<Path> path = MirrorPaths.resolve(root, ctx.request().path());
    if (path.isEmpty()) {
      ctx.fail(notFound());
      return;
    }
    vertx.fileSystem().lprops(path.get().toString())
        .recover(err -> Future.failedFuture(notFound()))
        .compose(props -> props.isRegularFile() ? Future.succeededFuture(props) : Future.failedFuture(notFound()))
        .compose(props -> tags.of(path.get(), props.size(), props.lastModifiedTime())
            .recover(err -> Future.failedFuture(notFound()))
            .map(tag -> new Served(path.get(), props, tag)))
        .onSuccess(s -> send(ctx, s))
        .onFailure(ctx::fail);
  }

  private record Served(Path path, FileProps props, String etag) {
  }

  private void send(RoutingContext ctx, Served s) {
    HttpServerResponse resp = ctx.response();
    String rel = root.relativize(s.path()).toString();
    resp.putHeader(HttpHeaders.ETAG, s.etag())
        .putHeader(HttpHeaders.CACHE_CONTROL, rel.startsWith("data/") || rel.startsWith("manifests/") ? IMMUTABLE : SHORT)
        .putHeader(HttpHeaders.ACCEPT_RANGES, "bytes")
        .putHeader(HttpHeaders.CONTENT_TYPE, contentType(rel))
        // the bytes go out as stored: a compressed answer would not match its Content-Range
        .putHeader(HttpHeaders.CONTENT_ENCODING, HttpHeaders.IDENTITY);
    if (s.etag().equals(ctx.request().getHeader(HttpHeaders.IF_NONE_MATCH))) {
      resp.setStatusCode(304).end();
      return;
    }
    long size = s.props().size();
    String ifRange = ctx.request().getHeader("If-Range");
    ByteRange.Ask ask = ifRange != null && !ifRange.equals(s.etag()) ? new ByteRange.Whole()
        : ByteRange.parse(ctx.request().getHeader("Range"), size);
    if (ask instanceof ByteRange.Unsatisfiable) {
      resp.putHeader(HttpHeaders.CONTENT_RANGE, "bytes */" + size);
      ctx.fail(new ApiError(416, "range_not_satisfiable", "The Range asks for bytes this file of " + size
          + " bytes does not have.", 0));
      return;
    }
    ByteRange range = ask instanceof ByteRange.Part p ? p.range() : new ByteRange(0, size);
    boolean head = ctx.request().method() == HttpMethod.HEAD;
    long wait = budget.take(clients.of(ctx.request()), head ? 0 : range.length());
    if (wait > 0) {
      ctx.fail(ApiError.rateLimited("The mirror serves " + budget.perMinute() + " bytes a minute per client "
          + "(mirror.bytesPerMinute).", wait));
      return;
    }
    if (ask instanceof ByteRange.Part) {
      resp.setStatusCode(206).putHeader(HttpHeaders.CONTENT_RANGE, "bytes " + range.start() + "-" + range.end() + "/" + size);
    }
    if (head) {
      resp.putHeader(HttpHeaders.CONTENT_LENGTH, Long.toString(range.length())).end();
    } else {
      resp.sendFile(s.path().toString(), range.start(), range.length()).onFailure(ctx::fail);
    }
  }

  private void index(RoutingContext ctx) {
    Path manifest = root.resolve(MirrorLayout.MANIFEST);
    vertx.fileSystem().props(manifest.toString())
        .recover(err -> Future.failedFuture(ApiError.notFound("This node has published no mirror yet "
            + "(java -jar openmarkets.jar mirror publish).")))
        .compose(props -> page(manifest, props))
        .onSuccess(p -> {
          HttpServerResponse resp = ctx.response().putHeader(HttpHeaders.ETAG, p.etag())
              .putHeader(HttpHeaders.CACHE_CONTROL, SHORT)
              .putHeader(HttpHeaders.CONTENT_TYPE, "text/html; charset=utf-8");
          if (p.etag().equals(ctx.request().getHeader(HttpHeaders.IF_NONE_MATCH))) {
            resp.setStatusCode(304).end();
          } else {
            resp.end(io.vertx.core.buffer.Buffer.buffer(p.html()));
          }
        })
        .onFailure(ctx::fail);
  }

  /** The index page of the current manifest, rebuilt on a worker when the manifest changed. */
  private Future<Page> page(Path manifest, FileProps props) {
    String tag = props.size() + "|" + props.lastModifiedTime();
    Page current = index;
    if (current != null && current.manifestTag().equals(tag)) {
      return Future.succeededFuture(current);
    }
    return vertx.executeBlocking(() -> {
      byte[] html = MirrorIndex.html(Manifest.decode(Files.readAllBytes(manifest))).getBytes(StandardCharsets.UTF_8);
      Page p = new Page(tag, "\"" + Sha256.of(html) + "\"", html);
      index = p;
      return p;
    }, false);
  }

  private static String contentType(String rel) {
    return rel.endsWith(".parquet") ? "application/vnd.apache.parquet"
        : rel.endsWith(".json") ? "application/json"
        : "text/plain; charset=utf-8";
  }

  private static ApiError notFound() {
    return ApiError.notFound("No mirror file at this path; /mirror/ lists them.");
  }
}
