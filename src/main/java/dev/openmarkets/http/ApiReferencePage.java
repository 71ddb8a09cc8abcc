package dev.openmarkets.http;

import dev.openmarkets.dataset.ApiError;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * /docs/api: the API reference, /openapi.json rendered by Swagger UI (the org.webjars:swagger-ui
 * dist files in the jar, Apache-2.0). Nothing loads from outside the server: the page, its script
 * and the two dist files are served here, the online validator badge is off, and "Try it out" calls
 * the origin the page came from.
 */
public final class ApiReferencePage {
  public static final String PATH = "/docs/api";
  /** Where the webjar keeps the dist files; the version is the pom's. */
  static final String DIST = "META-INF/resources/webjars/swagger-ui/5.34.1/";
  /** The only dist files served, with their media types. */
  static final Map<String, String> ASSETS = Map.of(
      "swagger-ui-bundle.js", "application/javascript; charset=utf-8",
      "swagger-ui.css", "text/css; charset=utf-8",
      "favicon-32x32.png", "image/png");
  /** Dist files read once per process, on a worker, on first request. */
  private static final Map<String, Buffer> LOADED = new ConcurrentHashMap<>();

  private static final String PAGE = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
      <title>openmarkets API reference</title>
      <link rel="icon" type="image/png" href="/docs/api/favicon-32x32.png">
      <link rel="stylesheet" href="/docs/api/swagger-ui.css">
      <style>body{margin:0;font-family:system-ui,sans-serif}
      .om-nav{max-width:1460px;margin:0 auto;padding:.8em 20px 0;font-size:14px}
      .om-nav a{margin-right:1.2em}</style>
      </head><body>
      <nav class="om-nav"><a href="/">openmarkets</a><a href="/docs">Docs index</a><a href="/openapi.json">openapi.json</a>
      <a href="/#mcp">AI agents (MCP)</a></nav>
      <div id="swagger-ui"><p style="padding:1em 20px">Loading the API reference&hellip;</p></div>
      <script src="/docs/api/swagger-ui-bundle.js"></script>
      <script src="/docs/api/init.js"></script>
      </body></html>
      """;

  private static final String INIT = """
      // The API reference: this server's /openapi.json in the bundled Swagger UI. The document's
      // server is replaced by the page's origin, so "Try it out" calls the server that served the page.
      fetch('/openapi.json')
        .then(function (r) { return r.json(); })
        .then(function (spec) {
          spec.servers = [{ url: window.location.origin, description: 'This server' }];
          window.ui = SwaggerUIBundle({
            spec: spec,
            dom_id: '#swagger-ui',
            deepLinking: true,
            docExpansion: 'none',
            defaultModelsExpandDepth: 0,
            displayOperationId: false,
            // the default shows a badge fetched from an online validator: nothing may leave the server
            validatorUrl: null
          });
        });
      """;

  private ApiReferencePage() {
  }

  /** Registers the page before /docs/:dataset would take "api" for a dataset name. */
  public static void mount(Router router) {
    router.route(PATH).method(HttpMethod.GET).method(HttpMethod.HEAD).handler(ctx -> ctx.response()
        .putHeader("Content-Type", "text/html; charset=utf-8").end(PAGE));
    router.route(PATH + "/init.js").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(ctx -> ctx.response()
        .putHeader("Content-Type", "application/javascript; charset=utf-8").end(INIT));
    router.route(PATH + "/:asset").method(HttpMethod.GET).method(HttpMethod.HEAD).handler(ApiReferencePage::asset);
  }

  private static void asset(RoutingContext ctx) {
    String name = ctx.pathParam("asset");
    String type = ASSETS.get(name);
    if (type == null) {
      ctx.fail(ApiError.notFound("No file named '" + name + "' in the API reference."));
      return;
    }
    Buffer held = LOADED.get(name);
    Future<Buffer> body = held != null ? Future.succeededFuture(held)
        : ctx.vertx().executeBlocking(() -> read(name), false).onSuccess(b -> LOADED.put(name, b));
    body.onSuccess(b -> ctx.response()
            .putHeader("Content-Type", type)
            // the file changes only with the webjar version, which is in the jar's own path
            .putHeader("Cache-Control", "public, max-age=86400")
            .end(b))
        .onFailure(ctx::fail);
  }

  private static Buffer read(String name) throws IOException {
    try (InputStream in = ApiReferencePage.class.getClassLoader().getResourceAsStream(DIST + name)) {
      if (in == null) {
        throw new IOException("missing resource " + DIST + name);
      }
      return Buffer.buffer(in.readAllBytes());
    }
  }
}
