package dev.openmarkets.alerts;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.dataset.ApiError;
import io.vertx.core.Handler;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Locale;

/**
 * The /api/alerts routes, every one behind the API key (no key: 401) and the key's rate limit:
 * make, list, read, delete, rotate the secret, resume a paused alert, read the delivery log, replay.
 */
final class AlertRoutes {
  static final String BASE = "/api/alerts";
  private static final int MAX_BODY_BYTES = 16 * 1024;

  private final Subscriptions subs;
  private final DeliveryLog log;
  private final Handler<RoutingContext> limits;

  AlertRoutes(Subscriptions subs, DeliveryLog log, AccessControl access) {
    this.subs = subs;
    this.log = log;
    this.limits = access.forDataset(null);
  }

  void mount(Router router) {
    // the body waits (paused) until key and limits pass; the body handler must come first on its
    // route, hence two routes for the POSTs that read one
    router.post(BASE).handler(ctx -> {
      ctx.request().pause();
      ctx.next();
    }).handler(limits).handler(AlertRoutes::requireKey).handler(AlertRoutes::requireJson);
    router.post(BASE).handler(BodyHandler.create(false).setBodyLimit(MAX_BODY_BYTES)).handler(this::create);
    router.get(BASE).handler(limits).handler(AlertRoutes::requireKey).handler(this::list);
    router.routeWithRegex(BASE + "/.+").handler(limits).handler(AlertRoutes::requireKey);
    router.get(BASE + "/:id").handler(this::get);
    router.delete(BASE + "/:id").handler(this::delete);
    router.post(BASE + "/:id/rotate-secret").handler(this::rotate);
    router.get(BASE + "/:id/deliveries").handler(this::deliveries);
    router.post(BASE + "/:id/replay").handler(this::replay);
    router.post(BASE + "/:id/resume").handler(this::resume);
    router.route(BASE).handler(ctx -> ctx.fail(new ApiError(405, "method_not_allowed",
        "This path answers GET and POST.", 0)));
  }

  private static void requireKey(RoutingContext ctx) {
    if (ctx.get(AccessControl.KEY_PREFIX) == null) {
      ctx.request().resume();
      ctx.fail(new ApiError(401, "invalid_api_key", "Alerts belong to an API key: send it in the x-api-key header.", 0));
    } else {
      ctx.next();
    }
  }

  private static void requireJson(RoutingContext ctx) {
    String type = ctx.request().getHeader("Content-Type");
    String media = type == null ? "" : type.split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
    if (media.equals("application/json")) {
      ctx.next();
    } else {
      ctx.request().resume();
      ctx.fail(new ApiError(415, "unsupported_media_type",
          "The body must be JSON, sent with Content-Type: application/json.", 0));
    }
  }

  private static String key(RoutingContext ctx) {
    return ctx.get(AccessControl.KEY_PREFIX);
  }

  private void create(RoutingContext ctx) {
    JsonObject body;
    try {
      body = ctx.body().asJsonObject();
    } catch (DecodeException | ClassCastException e) {
      ctx.fail(ApiError.badRequest("The body must be a JSON object: {\"url\", \"dataset\", \"params\"}."));
      return;
    }
    if (body == null) {
      ctx.fail(ApiError.badRequest("The body must be a JSON object: {\"url\", \"dataset\", \"params\"}."));
      return;
    }
    subs.create(key(ctx), body)
        .onSuccess(c -> send(ctx, 201, c.alert().toJson().put("secret", c.secret())))
        .onFailure(ctx::fail);
  }

  private void list(RoutingContext ctx) {
    subs.list(key(ctx)).onSuccess(all -> {
      JsonArray out = new JsonArray();
      all.forEach(a -> out.add(a.toJson()));
      send(ctx, 200, new JsonObject().put("data", out));
    }).onFailure(ctx::fail);
  }

  private void get(RoutingContext ctx) {
    subs.get(key(ctx), ctx.pathParam("id")).onSuccess(a -> send(ctx, 200, a.toJson())).onFailure(ctx::fail);
  }

  private void delete(RoutingContext ctx) {
    subs.delete(key(ctx), ctx.pathParam("id")).onSuccess(v -> ctx.response().setStatusCode(204).end())
        .onFailure(ctx::fail);
  }

  private void rotate(RoutingContext ctx) {
    subs.rotate(key(ctx), ctx.pathParam("id"))
        .onSuccess(c -> send(ctx, 200, c.alert().toJson().put("secret", c.secret())))
        .onFailure(ctx::fail);
  }

  private void resume(RoutingContext ctx) {
    subs.resume(key(ctx), ctx.pathParam("id")).onSuccess(a -> send(ctx, 200, a.toJson())).onFailure(ctx::fail);
  }

  private void deliveries(RoutingContext ctx) {
    Long before;
    try {
      String b = ctx.queryParams().get("before");
      before = b == null ? null : Long.valueOf(b);
    } catch (NumberFormatException e) {
      ctx.fail(ApiError.badRequest("Parameter 'before' must be a delivery id; got '" + ctx.queryParams().get("before") + "'."));
      return;
    }
    String id = ctx.pathParam("id");
    subs.get(key(ctx), id)
        .compose(a -> log.deliveries(id, key(ctx), before))
        .onSuccess(rows -> send(ctx, 200, new JsonObject().put("data", rows)))
        .onFailure(ctx::fail);
  }

  private void replay(RoutingContext ctx) {
    String since = ctx.queryParams().get("since");
    Instant from;
    try {
      from = since == null ? null : since.length() == 10
          ? java.time.LocalDate.parse(since).atStartOfDay(ZoneOffset.UTC).toInstant()
          : OffsetDateTime.parse(since).toInstant();
    } catch (DateTimeParseException e) {
      from = null;
    }
    if (from == null) {
      ctx.fail(ApiError.badRequest("Parameter 'since' must be a date (2026-11-20) or an ISO 8601 date-time with its "
          + "offset (2026-11-20T14:00:00Z); got '" + (since == null ? "" : since) + "'."));
      return;
    }
    String id = ctx.pathParam("id");
    Instant start = from;
    subs.get(key(ctx), id)
        .compose(a -> log.replay(id, key(ctx), start))
        .onSuccess(n -> send(ctx, 202, new JsonObject().put("alert", id).put("since", start.toString())
            .put("replayed", n)))
        .onFailure(ctx::fail);
  }

  private static void send(RoutingContext ctx, int status, JsonObject body) {
    ctx.response().setStatusCode(status).putHeader("Content-Type", "application/json").end(body.encode());
  }
}
