package dev.openmarkets.dataset;


/**
 * An error meant for the client: status, stable code and a human detail. Carries no stack trace;
 * The HTTP ErrorRenderer turns it (and every other failure) into the one error body.
 */
public final class ApiError extends RuntimeException {
  private final int status;
  private final String code;
  private final long retryAfterSeconds;

  public ApiError(int status, String code, String detail, long retryAfterSeconds) {
    super(detail, null, false, false);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  public static ApiError badRequest(String detail) {
    return new ApiError(400, "invalid_parameter", detail, 0);
  }

  public static ApiError notFound(String detail) {
    return new ApiError(404, "not_found", detail, 0);
  }

  public static ApiError invalidKey() {
    return new ApiError(401, "invalid_api_key",
        "The x-api-key header names no active key. Send a valid key, or no header for keyless access.", 0);
  }

  public static ApiError rateLimited(String detail, long retryAfterSeconds) {
    return new ApiError(429, "rate_limited", detail, Math.max(1, retryAfterSeconds));
  }

  public static ApiError unavailable(String detail) {
    return new ApiError(503, "unavailable", detail, 5);
  }

  public int status() {
    return status;
  }

  public String code() {
    return code;
  }

  public String detail() {
    return getMessage();
  }

  public long retryAfterSeconds() {
    return retryAfterSeconds;
  }

  /** The error of a bare HTTP status (from the server or a router: 404, 405, 413, 414, 431...). */
  public static ApiError fromStatus(int status) {
    return switch (status) {
      case 400 -> badRequest("The request is malformed.");
      case 401 -> invalidKey();
      case 404 -> notFound("No resource at this path. See the docs for the endpoints.");
      case 405 -> new ApiError(405, "method_not_allowed", "This path answers GET, HEAD and OPTIONS only.", 0);
      case 413 -> new ApiError(413, "payload_too_large", "The request body is too large.", 0);
      case 414 -> new ApiError(414, "uri_too_long", "The request line (path and query) is too long.", 0);
      case 415 -> new ApiError(415, "unsupported_media_type", "The request body must be JSON.", 0);
      case 431 -> new ApiError(431, "headers_too_large", "The request headers are too large.", 0);
      case 503 -> unavailable("The service is unavailable right now; try again shortly.");
      default -> status >= 400 && status < 500
          ? new ApiError(status, "bad_request", "The request cannot be answered.", 0)
          : new ApiError(500, "internal_error", "The server failed to answer this request.", 0);
    };
  }
}
