package dev.openmarkets.http.openapi;

import dev.openmarkets.http.MethodNotAllowed;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * The reusable parts of the OpenAPI document: the one error body, the headers every answer may
 * carry (RateLimit-*, Retry-After, ETag, X-API-Version), one response per refusal with its body,
 * headers and an example as the server writes it, and the key schemes.
 */
public final class Components {
  public static final String ERROR = "#/components/schemas/Error";

  private Components() {
  }

  /** baseUrl: the public base URL, for the `docs` link of the examples. */
  public static JsonObject of(String baseUrl) {
    String docs = baseUrl + "/docs";
    JsonObject error = new JsonObject().put("type", "object")
        .put("description", "Every refusal and failure answers this body, whatever the status.")
        .put("properties", new JsonObject()
            .put("error", new JsonObject().put("type", "string").put("description", "A stable short code")
                .put("examples", new JsonArray().add("invalid_parameter").add("rate_limited")))
            .put("detail", new JsonObject().put("type", "string").put("description", "A human sentence"))
            .put("docs", new JsonObject().put("type", "string").put("format", "uri")
                .put("description", "Where the documentation lives")))
        .put("required", new JsonArray().add("error").add("detail").add("docs"))
        .put("additionalProperties", false);
    JsonObject headers = new JsonObject()
        .put("RateLimit-Limit", header("integer", "Requests allowed a minute for this client (its key, else its IP)", 30))
        .put("RateLimit-Remaining", header("integer", "Requests left in the current window", 29))
        .put("RateLimit-Reset", header("integer", "Seconds until the window refills", 60))
        .put("Retry-After", header("integer", "Whole seconds to wait before trying again, at least 1", 12))
        .put("ETag", header("string", "Validator of this answer (data version and content); send it back in "
            + "If-None-Match to get a 304", "\"5-296f2e69-edc\""))
        .put("X-API-Version", header("string", "The interface version this server implements", "2026-09-15"))
        .put("Content-Disposition", header("string", "The CSV file name", "attachment; filename=\"short-volume.csv\""));
    JsonObject responses = new JsonObject()
        .put("BadRequest", error("A parameter is malformed or out of range; the detail names it and its range",
            "invalid_parameter", "Parameter 'days' must be a whole number from 1 to 5000; got '0'.", docs, true, false))
        .put("InvalidKey", error("The x-api-key header (or Bearer token) names no active key",
            "invalid_api_key", "The x-api-key header names no active key. Send a valid key, or no header for keyless access.", docs,
            false, false))
        .put("KeyRequired", error("This endpoint needs a key: none was sent, or it names no active key",
            "invalid_api_key", "The tools area needs an API key: send it in the x-api-key header.", docs, true, false))
        .put("NotFound", error("Nothing by that name (an unknown path value)", "not_found",
            "Unknown symbol 'zzz'.", docs, true, false))
        .put("MethodNotAllowed", methodNotAllowed(AllowedMethods.READ_ONLY, docs))
        .put("MethodNotAllowedPost", methodNotAllowed(AllowedMethods.POST_ONLY, docs))
        .put("PayloadTooLarge", error("The request body is too large", "payload_too_large",
            "The request body is too large.", docs, true, false))
        .put("UnsupportedMediaType", error("The request body is not JSON", "unsupported_media_type",
            "The request body must be JSON.", docs, true, false))
        .put("RateLimited", error("Over the rate limit of this key or IP; wait Retry-After seconds", "rate_limited",
            "Keyless rate limit of 30 requests a minute per IP reached; retry after 12 s, or send a free API key in "
                + "the x-api-key header for 120 a minute.", docs, true, true))
        .put("Unavailable", error("The database (or another dependency) cannot be reached right now; retry after "
            + "Retry-After seconds", "unavailable", "The database cannot be reached right now; try again shortly.", docs,
            true, true));
    return new JsonObject()
        .put("securitySchemes", new JsonObject()
            .put("apiKey", new JsonObject().put("type", "apiKey").put("in", "header").put("name", "x-api-key")
                .put("description", "A key made with `openmarkets keys create`. Optional on the data endpoints "
                    + "(without it the keyless limits apply), required on the tools area."))
            .put("bearer", new JsonObject().put("type", "http").put("scheme", "bearer")
                .put("description", "The same key as `Authorization: Bearer <key>`; accepted by /mcp, where "
                    + "agent clients send it that way.")))
        .put("schemas", new JsonObject().put("Error", error))
        .put("headers", headers)
        .put("responses", responses);
  }

  /** A reference to one of the responses above. */
  public static JsonObject response(String name) {
    return new JsonObject().put("$ref", "#/components/responses/" + name);
  }

  public static JsonObject headerRef(String header) {
    return new JsonObject().put("$ref", "#/components/headers/" + header);
  }

  /** The RateLimit-* headers of an answer that went through the rate limiter. */
  public static JsonObject rateLimitHeaders() {
    return new JsonObject()
        .put("RateLimit-Limit", headerRef("RateLimit-Limit"))
        .put("RateLimit-Remaining", headerRef("RateLimit-Remaining"))
        .put("RateLimit-Reset", headerRef("RateLimit-Reset"))
        .put("X-API-Version", headerRef("X-API-Version"));
  }

  /** A JSON answer of any shape of success with the version header (ops endpoints). */
  public static JsonObject versionHeader() {
    return new JsonObject().put("X-API-Version", headerRef("X-API-Version"));
  }

  private static JsonObject error(String description, String code, String detail, String docs, boolean rateLimit,
      boolean retryAfter) {
    JsonObject h = rateLimit ? rateLimitHeaders() : versionHeader();
    if (retryAfter) {
      h.put("Retry-After", headerRef("Retry-After"));
    }
    return new JsonObject().put("description", description).put("headers", h)
        .put("content", new JsonObject().put("application/json", new JsonObject()
            .put("schema", new JsonObject().put("$ref", ERROR))
            .put("example", new JsonObject().put("error", code).put("detail", detail).put("docs", docs))));
  }

  /** A 405 of a path answering {@code allowed}, with its Allow header and detail as the server writes them. */
  private static JsonObject methodNotAllowed(List<HttpMethod> allowed, String docs) {
    JsonObject r = error("Another method than the ones this path answers; the Allow header names them",
        "method_not_allowed", AllowedMethods.detail(allowed), docs, false, false);
    r.getJsonObject("headers").put("Allow", header("string", "The methods this path answers",
        AllowedMethods.allow(allowed)));
    return r;
  }

  private static JsonObject header(String type, String description, Object example) {
    return new JsonObject().put("description", description).put("schema", new JsonObject().put("type", type))
        .put("example", example);
  }
}
