package dev.openmarkets.http;

/**
 * An error meant for the client: status, stable code and a human detail. Carries no stack trace;
 * {@link ErrorRenderer} turns it (and every other failure) into the one error body.
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
}
