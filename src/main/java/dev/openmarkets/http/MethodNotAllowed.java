package dev.openmarkets.http;

import dev.openmarkets.dataset.ApiError;
import dev.openmarkets.http.openapi.AllowedMethods;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import java.util.List;

/** A 405 naming the methods its path answers twice, in the Allow header and the body's detail, from one list ({@link AllowedMethods}). */
public final class MethodNotAllowed {
  private MethodNotAllowed() {
  }

  /** Fails the request with a 405 whose Allow header and detail both name {@code allowed}. */
  public static void fail(RoutingContext ctx, List<HttpMethod> allowed) {
    ctx.response().putHeader(HttpHeaders.ALLOW, AllowedMethods.allow(allowed));
    ctx.fail(new ApiError(405, "method_not_allowed", AllowedMethods.detail(allowed), 0));
  }
}
