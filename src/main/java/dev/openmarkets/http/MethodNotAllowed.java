package dev.openmarkets.http;

import dev.openmarkets.dataset.ApiError;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import java.util.List;

/**
 * A 405 names the methods its path answers twice, in the Allow header and in the body's detail.
 * Both are written here from one list so they cannot disagree (issue 36: /mcp sent Allow: POST
 * beside a body saying the path answers GET, HEAD and OPTIONS).
 */
public final class MethodNotAllowed {
  /** A read-only path. OPTIONS is in every list: the CORS preflight is answered on every path. */
  public static final List<HttpMethod> READ_ONLY = List.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);
  /** A path that takes messages (/mcp): POST, and the preflight. Here so the OpenAPI document names it too. */
  public static final List<HttpMethod> POST_ONLY = List.of(HttpMethod.POST, HttpMethod.OPTIONS);

  private MethodNotAllowed() {
  }

  /** Fails the request with a 405 whose Allow header and detail both name {@code allowed}. */
  public static void fail(RoutingContext ctx, List<HttpMethod> allowed) {
    ctx.response().putHeader(HttpHeaders.ALLOW, allow(allowed));
    ctx.fail(new ApiError(405, "method_not_allowed", detail(allowed), 0));
  }

  /** The Allow header's value: "GET, HEAD, OPTIONS". */
  public static String allow(List<HttpMethod> allowed) {
    return String.join(", ", allowed.stream().map(HttpMethod::name).toList());
  }

  /** The error body's detail: "This path answers GET, HEAD and OPTIONS only." */
  public static String detail(List<HttpMethod> allowed) {
    List<String> names = allowed.stream().map(HttpMethod::name).toList();
    String last = names.get(names.size() - 1);
    String listed = names.size() == 1 ? last : String.join(", ", names.subList(0, names.size() - 1)) + " and " + last;
    return "This path answers " + listed + " only.";
  }
}
