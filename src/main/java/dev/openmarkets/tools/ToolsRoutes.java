package dev.openmarkets.tools;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.dataset.ApiError;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The tools area at the HTTP edge: POST /api/tools/{platform}-download per configured platform
 * and GET /api/tools/jobs/{id}. Order of refusals: key and rate limit (401, 429), a key required
 * (401), JSON only (415), body size (413), fields (400), SSRF guard (400), node capacity (503),
 * the key's slots (429); then the job runs and the POST answers with it when it ends.
 */
public final class ToolsRoutes {
  private final ToolsConfig cfg;
  private final AccessControl access;
  private final AllowList allow;
  private final CheckedResolver resolver;
  private final JobStore store;
  private final Extractor extractor;
  private final AtomicInteger running = new AtomicInteger();

  ToolsRoutes(ToolsConfig cfg, AccessControl access, AllowList allow, CheckedResolver resolver, JobStore store,
      Extractor extractor) {
    this.cfg = cfg;
    this.access = access;
    this.allow = allow;
    this.resolver = resolver;
    this.store = store;
    this.extractor = extractor;
  }

  public void mount(Router router) {
    Handler<RoutingContext> limits = access.forDataset("tools");
    for (String platform : cfg.platformNames()) {
      String path = "/api/tools/" + platform + "-download";
      // the body waits (paused) until key, limits and media type pass; Vert.x wants the body
      // handler first on its route, hence two routes on the same path
      router.post(path)
          .handler(ctx -> {
            ctx.request().pause();
            ctx.next();
          })
          .handler(limits)
          .handler(this::requireKey)
          .handler(this::requireJson);
      router.post(path)
          .handler(BodyHandler.create(false).setBodyLimit(cfg.maxBodyBytes()))
          .handler(ctx -> submit(ctx, platform));
      router.route(path).handler(ctx -> ctx.fail(new ApiError(405, "method_not_allowed",
          "This path answers POST (and OPTIONS preflight) only.", 0)));
    }
    router.route("/api/tools/jobs/:id").method(HttpMethod.GET).method(HttpMethod.HEAD)
        .handler(limits)
        .handler(this::requireKey)
        .handler(this::job);
  }

  private void requireKey(RoutingContext ctx) {
    if (ctx.get(AccessControl.KEY_PREFIX) == null) {
      ctx.fail(new ApiError(401, "invalid_api_key",
          "The tools area needs an API key: send it in the x-api-key header.", 0));
    } else {
      ctx.next();
    }
  }

  private void requireJson(RoutingContext ctx) {
    String type = ctx.request().getHeader("Content-Type");
    String media = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
    if (media.equals("application/json")) {
      ctx.next();
    } else {
      ctx.fail(new ApiError(415, "unsupported_media_type",
          "The body must be JSON, sent with Content-Type: application/json.", 0));
    }
  }

  private void submit(RoutingContext ctx, String platform) {
    Request req;
    try {
      req = Request.read(ctx, cfg.platforms().get(platform), allow);
    } catch (Refusal r) {
      ctx.fail(ApiError.badRequest(r.getMessage() + "."));
      return;
    }
    String keyPrefix = ctx.get(AccessControl.KEY_PREFIX);
    resolver.resolve(req.target().host())
        .recover(err -> Future.failedFuture(err instanceof Refusal r
            ? ApiError.badRequest("url refused: " + r.getMessage() + ".") : err))
        .compose(addresses -> {
          if (!extractor.available()) {
            return Future.failedFuture(ApiError.unavailable("Video extraction is not available on this node "
                + "(yt-dlp is not installed); try again later."));
          }
          if (running.incrementAndGet() > cfg.maxConcurrent()) {
            running.decrementAndGet();
            return Future.failedFuture(ApiError.unavailable("This node runs " + cfg.maxConcurrent()
                + " extractions at once and all are busy; try again shortly."));
          }
          return store.sweep().otherwise((Void) null)
              .compose(v -> store.claim(keyPrefix, platform, req.target().normalized(), req.label(), cfg))
              .recover(err -> Future.failedFuture(err instanceof JobStore.SlotsFull full
                  ? ApiError.rateLimited("This key already runs " + cfg.perKeyConcurrency()
                      + " extractions, its limit of concurrent download slots; retry when one ends.", full.retryAfter)
                  : err))
              .compose(id -> extractor.run(id, req, addresses).map(id))
              .eventually(() -> {
                running.decrementAndGet();
                return Future.succeededFuture();
              });
        })
        .compose(id -> store.find(id, keyPrefix))
        .onSuccess(job -> respond(ctx, job.orElseThrow(), true))
        .onFailure(ctx::fail);
  }

  private void job(RoutingContext ctx) {
    UUID id;
    try {
      id = UUID.fromString(ctx.pathParam("id"));
    } catch (IllegalArgumentException e) {
      ctx.fail(ApiError.notFound("No job " + ctx.pathParam("id") + " for this key."));
      return;
    }
    store.find(id, ctx.get(AccessControl.KEY_PREFIX))
        .onSuccess(job -> {
          if (job.isEmpty()) {
            ctx.fail(ApiError.notFound("No job " + id + " for this key (jobs are kept " + cfg.retentionHours()
                + " hours and shown only to the key that made them)."));
          } else {
            respond(ctx, job.get(), false);
          }
        })
        .onFailure(ctx::fail);
  }

  private static void respond(RoutingContext ctx, Job job, boolean created) {
    if (ctx.response().closed()) {
      return;
    }
    if (created) {
      ctx.response().putHeader("Location", "/api/tools/jobs/" + job.id());
    }
    ctx.response()
        .putHeader("Content-Type", "application/json; charset=utf-8")
        .putHeader("Cache-Control", "no-store")
        .end(job.toJson().toBuffer());
  }

  /** A POST body, read and checked: the target address and the quality label with its selector. */
  record Request(TargetUrl target, String label, String selector) {
    static Request read(RoutingContext ctx, Set<String> platformHosts, AllowList allow) {
      JsonObject body;
      try {
        body = ctx.body().asJsonObject();
      } catch (RuntimeException e) {
        throw new Refusal("the body must be a JSON object {\"url\": ..., \"format\": ...}");
      }
      if (body == null) {
        throw new Refusal("the body must be a JSON object {\"url\": ..., \"format\": ...}");
      }
      if (!(body.getValue("url") instanceof String url) || url.isBlank()) {
        throw new Refusal("url is required: the address of the video, as a string");
      }
      if (!(body.getValue("format") instanceof String label) || label.isBlank()) {
        throw new Refusal("format is required: a quality label, one of " + QualityLabel.ALLOWED);
      }
      Optional<String> selector = QualityLabel.selector(label);
      if (selector.isEmpty()) {
        throw new Refusal("format must be one of " + QualityLabel.ALLOWED);
      }
      return new Request(TargetUrl.parse(url, platformHosts, allow), label.strip().toLowerCase(Locale.ROOT),
          selector.get());
    }
  }
}
