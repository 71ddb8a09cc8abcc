package dev.openmarkets.http;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.db.DbErrors;
import dev.openmarkets.util.OutageLog;
import io.vertx.core.Future;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.HttpException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The one place a failure becomes a response: {"error","detail","docs"} with the matching status.
 * 5xx causes are logged here and never shown to the client.
 */
public final class ErrorRenderer {
  private static final Logger LOG = Logger.getLogger(ErrorRenderer.class.getName());

  private final String docsUrl;

  private static final OutageLog OUTAGE = new OutageLog(LOG, "answering 503 unavailable: a dependency cannot be reached");

  public ErrorRenderer(String publicBaseUrl) {
    this.docsUrl = publicBaseUrl + "/docs";
  }

  public void handle(RoutingContext ctx) {
    HttpServerResponse resp = ctx.response();
    if (resp.headWritten()) {
      // a streamed CSV broke mid-way: the status is gone, so cut the connection
      LOG.log(Level.WARNING, "failure after headers were sent on " + ctx.request().path(), ctx.failure());
      resp.reset();
      return;
    }
    ApiError err = toApiError(ctx);
    if (err.status() == 503) {
      // a dependency is down: one counted line a minute, not a stack trace per request
      OUTAGE.record(ctx.failure() instanceof ApiError ? null : ctx.failure());
    } else if (err.status() >= 500) {
      LOG.log(Level.SEVERE, "request " + ctx.request().method() + " " + ctx.request().path() + " failed",
          ctx.failure());
    }
    send(ctx, err);
  }

  public void send(RoutingContext ctx, ApiError err) {
    send(ctx.response(), err);
  }

  /** Writes the error body on a bare response (requests the HTTP codec refused before any router). */
  public Future<Void> send(HttpServerResponse resp, ApiError err) {
    if (err.retryAfterSeconds() > 0) {
      resp.putHeader("Retry-After", Long.toString(err.retryAfterSeconds()));
    }
    return resp.setStatusCode(err.status())
        .putHeader("Content-Type", "application/json; charset=utf-8")
        .putHeader("Cache-Control", "no-store")
        .end(body(err).toBuffer());
  }

  public JsonObject body(ApiError err) {
    return new JsonObject()
        .put("error", err.code())
        .put("detail", err.detail())
        .put("docs", docsUrl);
  }

  private ApiError toApiError(RoutingContext ctx) {
    Throwable t = ctx.failure();
    if (t instanceof ApiError e) {
      return e;
    }
    if (t instanceof HttpException he) {
      return ApiError.fromStatus(he.getStatusCode());
    }
    if (DbErrors.unavailable(t)) {
      return ApiError.unavailable("The database cannot be reached right now; try again shortly.");
    }
    if (t == null) {
      return ApiError.fromStatus(ctx.statusCode());
    }
    return new ApiError(500, "internal_error", "The server failed to answer this request.", 0);
  }


}
