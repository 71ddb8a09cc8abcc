package dev.openmarkets.http.docs;

import dev.openmarkets.dataset.ApiError;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * GET /docs/assets/{file}: the few static files the docs pages load, all from the jar (nothing is
 * loaded from outside the server): the page script and style, and uPlot (MIT) from its webjar.
 */
public final class DocsAssets {
  /** The uPlot webjar's version; pom.xml pins the same one (DocsAssetsTest fetches every file). */
  static final String UPLOT = "META-INF/resources/webjars/uplot/1.6.30/";
  /** URL name, classpath resource, content type. */
  private static final String[][] FILES = {
      {"docs.js", "docs/assets/docs.js", "text/javascript; charset=utf-8"},
      {"docs.css", "docs/assets/docs.css", "text/css; charset=utf-8"},
      {"uPlot.min.js", UPLOT + "dist/uPlot.iife.min.js", "text/javascript; charset=utf-8"},
      {"uPlot.min.css", UPLOT + "dist/uPlot.min.css", "text/css; charset=utf-8"},
      {"uPlot-LICENSE.txt", UPLOT + "LICENSE", "text/plain; charset=utf-8"},
  };

  private record Asset(byte[] bytes, String type, String etag) {
  }

  // read once per JVM, on a worker thread, by the first request that needs them
  private static volatile Map<String, Asset> loaded;

  private DocsAssets() {
  }

  public static void mount(Router router) {
    router.get("/docs/assets/:file").handler(DocsAssets::serve);
  }

  private static void serve(RoutingContext ctx) {
    assets(ctx.vertx()).onSuccess(all -> {
      Asset a = all.get(ctx.pathParam("file"));
      if (a == null) {
        ctx.fail(ApiError.notFound("No asset named '" + ctx.pathParam("file") + "'."));
        return;
      }
      ctx.response().putHeader("Cache-Control", "public, max-age=3600").putHeader("ETag", a.etag());
      if (a.etag().equals(ctx.request().getHeader("If-None-Match"))) {
        ctx.response().setStatusCode(304).end();
      } else {
        ctx.response().putHeader("Content-Type", a.type()).end(Buffer.buffer(a.bytes()));
      }
    }).onFailure(ctx::fail);
  }

  private static Future<Map<String, Asset>> assets(Vertx vertx) {
    Map<String, Asset> held = loaded;
    if (held != null) {
      return Future.succeededFuture(held);
    }
    return vertx.executeBlocking(() -> {
      Map<String, Asset> all = new LinkedHashMap<>();
      for (String[] f : FILES) {
        byte[] bytes = read(f[1]);
        all.put(f[0], new Asset(bytes, f[2], "\"" + sha256(bytes).substring(0, 16) + "\""));
      }
      loaded = Map.copyOf(all);
      return loaded;
    }, false);
  }

  private static byte[] read(String resource) {
    try (InputStream in = DocsAssets.class.getClassLoader().getResourceAsStream(resource)) {
      if (in == null) {
        throw new IllegalStateException("resource missing from the jar: " + resource);
      }
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String sha256(byte[] bytes) {
    try {
      return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }
}
