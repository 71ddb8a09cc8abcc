package dev.openmarkets.http.openapi;

import io.vertx.core.http.HttpMethod;
import java.util.List;

/**
 * The methods a path answers, named the same way by a 405's Allow header, its body's detail and
 * the OpenAPI document, so the three cannot disagree (issue 36: /mcp sent Allow: POST beside a
 * body saying the path answers GET, HEAD and OPTIONS).
 */
public final class AllowedMethods {
  /** A read-only path. OPTIONS is in every list: the CORS preflight is answered on every path. */
  public static final List<HttpMethod> READ_ONLY = List.of(HttpMethod.GET, HttpMethod.HEAD, HttpMethod.OPTIONS);
  /** A path that takes messages (/mcp): POST, and the preflight. */
  public static final List<HttpMethod> POST_ONLY = List.of(HttpMethod.POST, HttpMethod.OPTIONS);

  private AllowedMethods() {
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
