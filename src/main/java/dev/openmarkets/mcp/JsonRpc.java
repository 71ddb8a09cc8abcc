package dev.openmarkets.mcp;

import io.vertx.core.json.JsonObject;
import java.math.BigInteger;

/** JSON-RPC 2.0 message shapes and error codes: one place builds every response object. */
public final class JsonRpc {
  public static final int PARSE_ERROR = -32700;
  public static final int INVALID_REQUEST = -32600;
  public static final int METHOD_NOT_FOUND = -32601;
  public static final int INVALID_PARAMS = -32602;
  public static final int INTERNAL_ERROR = -32603;

  private JsonRpc() {
  }

  public static JsonObject result(Object id, JsonObject result) {
    return new JsonObject().put("jsonrpc", "2.0").put("id", id).put("result", result);
  }

  public static JsonObject error(Object id, int code, String message) {
    return new JsonObject().put("jsonrpc", "2.0").put("id", id)
        .put("error", new JsonObject().put("code", code).put("message", message));
  }

  /**
   * A valid id: a string, or an integer written as one (MCP: "a string or integer"; null only in
   * error answers). Vert.x reads an integer token as Integer, Long or BigInteger, so it is echoed
   * digit for digit; a number with a fraction or an exponent (1.5, 1.0, 1e999) is read as a Double,
   * which would echo rounded or as "Infinity", so it is refused rather than echoed otherwise than sent.
   */
  public static boolean validId(Object id) {
    return id instanceof String || id instanceof Integer || id instanceof Long || id instanceof BigInteger;
  }

  /** A failure to report as a JSON-RPC error rather than a tool error. */
  public static final class Failure extends RuntimeException {
    private final int code;

    public Failure(int code, String message) {
      super(message, null, false, false);
      this.code = code;
    }

    public int code() {
      return code;
    }
  }
}
