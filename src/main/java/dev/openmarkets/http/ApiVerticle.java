package dev.openmarkets.http;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.http.docs.DocsAssets;
import dev.openmarkets.http.openapi.AllowedMethods;
import dev.openmarkets.observe.Metrics;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The HTTP edge; one instance per event loop. Route table: common headers and CORS, preflight,
 * operational pages, then every dataset (JSON and CSV) behind access control, then 404.
 * Errors from anywhere end in {@link ErrorRenderer}.
 */
public final class ApiVerticle extends VerticleBase {
  // built once: pre-encoded ASCII names and values skip per-request validation and encoding
  private static final CharSequence X_API_VERSION = HttpHeaders.createOptimized("X-API-Version");
  private static final CharSequence API_VERSION = HttpHeaders.createOptimized(OpsRoutes.API_VERSION);
  private static final CharSequence ALLOW_ORIGIN = HttpHeaders.createOptimized("Access-Control-Allow-Origin");
  private static final CharSequence ANY_ORIGIN = HttpHeaders.createOptimized("*");
  private static final CharSequence EXPOSE_HEADERS = HttpHeaders.createOptimized("Access-Control-Expose-Headers");
  private static final CharSequence EXPOSED = HttpHeaders.createOptimized("ETag, Retry-After, RateLimit-Limit, "
      + "RateLimit-Remaining, RateLimit-Reset, X-API-Version, X-Request-Id, Content-Disposition");
  private static final CharSequence VARY = HttpHeaders.createOptimized("Vary");
  private static final CharSequence ACCEPT_ENCODING = HttpHeaders.createOptimized("Accept-Encoding");

  /**
   * Everything the edge needs, built once by the composition root and shared by all instances.
   * bench: the benchmark-only routes, null unless configuration "benchRoutes" is true;
   * accessLog: request ids and the access log, first handler of every request;
   * toolRoutes: mounts the tools area (POST endpoints), null when it is off;
   * mcpRoutes: mounts /mcp (the MCP endpoint), null when it is off;
   * streamRoutes: mounts the live streams (Server-Sent Events), null for none;
   * mirrorRoutes: mounts /mirror/ (the bulk mirror's files, with their own byte limit), null for none.
   */
  public record Deps(String host, int port, List<Dataset> datasets, DatasetRoutes datasetRoutes, OpsRoutes ops,
      AccessControl access, ErrorRenderer errors, Metrics metrics, BenchRoutes bench, AccessLog accessLog,
      Consumer<Router> toolRoutes, Consumer<Router> mcpRoutes, Consumer<Router> streamRoutes,
      Consumer<Router> mirrorRoutes) {
    public Deps(String host, int port, List<Dataset> datasets, DatasetRoutes datasetRoutes, OpsRoutes ops,
        AccessControl access, ErrorRenderer errors, Metrics metrics, BenchRoutes bench, AccessLog accessLog,
        Consumer<Router> toolRoutes, Consumer<Router> mcpRoutes, Consumer<Router> streamRoutes) {
      this(host, port, datasets, datasetRoutes, ops, access, errors, metrics, bench, accessLog, toolRoutes, mcpRoutes,
          streamRoutes, null);
    }

    public Deps(String host, int port, List<Dataset> datasets, DatasetRoutes datasetRoutes, OpsRoutes ops,
        AccessControl access, ErrorRenderer errors, Metrics metrics, BenchRoutes bench, AccessLog accessLog,
        Consumer<Router> toolRoutes, Consumer<Router> mcpRoutes) {
      this(host, port, datasets, datasetRoutes, ops, access, errors, metrics, bench, accessLog, toolRoutes, mcpRoutes,
          null);
    }

    public Deps(String host, int port, List<Dataset> datasets, DatasetRoutes datasetRoutes, OpsRoutes ops,
        AccessControl access, ErrorRenderer errors, Metrics metrics, BenchRoutes bench, AccessLog accessLog,
        Consumer<Router> toolRoutes) {
      this(host, port, datasets, datasetRoutes, ops, access, errors, metrics, bench, accessLog, toolRoutes, null);
    }
  }

  private final Deps deps;
  private HttpServer server;
  private final Set<HttpConnection> connections = new HashSet<>();

  public ApiVerticle(Deps deps) {
    this.deps = deps;
  }

  @Override
  public Future<?> start() {
    Router router = Router.router(vertx);
    router.route().handler(deps.accessLog());
    router.route().handler(this::commonHeaders);
    router.route().method(HttpMethod.OPTIONS).handler(this::preflight);
    if (deps.bench() != null) {
      // behind the handlers every answer passes, so the ceiling is this router's, headers included
      deps.bench().mount(router);
    }
    // the datasets first: the router tries routes in order, and these are the polled ones
    deps.datasetRoutes().mount(router, deps.datasets());
    if (deps.streamRoutes() != null) {
      deps.streamRoutes().accept(router);
    }
    ApiReferencePage.mount(router);
    deps.ops().mount(router);
    DocsAssets.mount(router);
    if (deps.toolRoutes() != null) {
      deps.toolRoutes().accept(router);
    }
    if (deps.mcpRoutes() != null) {
      deps.mcpRoutes().accept(router);
    }
    if (deps.mirrorRoutes() != null) {
      deps.mirrorRoutes().accept(router);
    }
    router.route("/api/*").handler(deps.access().forDataset(null))
        .handler(this::noRoute);
    router.route().handler(this::noRoute);
    for (int status : new int[] {400, 404, 405, 413, 414, 415, 431, 500}) {
      // the router's own refusals (undecodable paths, unknown methods) get the one error body too
      router.errorHandler(status, ctx -> {
        if (ctx.failure() == null && status != 500) {
          deps.metrics().clientErrors.increment();
          deps.errors().send(ctx, ApiError.fromStatus(status));
        } else {
          failure(ctx);
        }
      });
    }
    router.route().failureHandler(this::failure);

    server = vertx.createHttpServer(new HttpServerOptions()
        .setCompressionSupported(true)
        .setTcpNoDelay(true)
        .setIdleTimeout(120)
        // no WebSocket is served here; with these on (the default) every connection's pipeline
        // holds WebSocket's extension handler, which looks at each request for an upgrade
        .setPerMessageWebSocketCompressionSupported(false)
        .setPerFrameWebSocketCompressionSupported(false));
    server.invalidRequestHandler(this::invalidRequest);
    server.connectionHandler(conn -> {
      connections.add(conn);
      conn.closeHandler(v -> connections.remove(conn));
    });
    return server.requestHandler(router).listen(deps.port(), deps.host());
  }

  /** Stops accepting, lets in-flight requests finish (up to 10 s), then closes connections. */
  @Override
  public Future<?> stop() {
    return server == null ? Future.succeededFuture() : server.shutdown(5, java.util.concurrent.TimeUnit.SECONDS);
  }

  /** The port this verticle's server is bound to (the one chosen when it was asked for any). */
  public int actualPort() {
    return server.actualPort();
  }

  /**
   * A request the HTTP codec could not decode (request line or headers too long, malformed
   * syntax) never reaches the router: it gets the one error body here, then the connection
   * closes, as the codec's state after such a request cannot be trusted.
   */
  private void invalidRequest(HttpServerRequest req) {
    Throwable cause = req.decoderResult().cause();
    ApiError err = cause instanceof TooLongHttpLineException ? ApiError.fromStatus(414)
        : cause instanceof TooLongHttpHeaderException ? ApiError.fromStatus(431)
        : ApiError.badRequest("The request is not valid HTTP.");
    deps.metrics().clientErrors.increment();
    req.response()
        .putHeader(X_API_VERSION, API_VERSION)
        .putHeader(ALLOW_ORIGIN, ANY_ORIGIN)
        .putHeader(HttpHeaders.CONNECTION, "close");
    deps.errors().send(req.response(), err).onComplete(done -> req.connection().close());
  }

  /** Dataset endpoints are read-only: another method is a 405, an unknown path a 404. */
  private void noRoute(RoutingContext ctx) {
    HttpMethod m = ctx.request().method();
    if (m == HttpMethod.GET || m == HttpMethod.HEAD) {
      ctx.fail(ApiError.notFound("No resource at " + ctx.request().path() + "."));
    } else {
      MethodNotAllowed.fail(ctx, AllowedMethods.READ_ONLY);
    }
  }

  private void commonHeaders(RoutingContext ctx) {
    // added, not put: this handler runs once per request (nothing reroutes), before any other
    // sets these, and put first searches the headers for an earlier value
    ctx.response().headers()
        .add(X_API_VERSION, API_VERSION)
        .add(ALLOW_ORIGIN, ANY_ORIGIN)
        .add(EXPOSE_HEADERS, EXPOSED)
        .add(VARY, ACCEPT_ENCODING);
    ctx.next();
  }

  private void preflight(RoutingContext ctx) {
    ctx.response().setStatusCode(204)
        .putHeader("Access-Control-Allow-Methods", "GET, HEAD, POST, OPTIONS")
        .putHeader("Access-Control-Allow-Headers", "x-api-key, content-type, if-none-match, authorization, mcp-protocol-version")
        .putHeader("Access-Control-Max-Age", "86400")
        .end();
  }

  private void failure(RoutingContext ctx) {
    int status = ctx.failure() instanceof ApiError e ? e.status() : ctx.statusCode();
    if (status >= 500 || status < 0) {
      deps.metrics().serverErrors.increment();
    } else if (status != 429 && status != 401) {
      deps.metrics().clientErrors.increment();
    }
    deps.errors().handle(ctx);
  }
}
