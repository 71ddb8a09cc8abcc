package dev.openmarkets.http;

import dev.openmarkets.access.AccessControl;
import dev.openmarkets.access.ClientAddress;
import dev.openmarkets.observe.AccessEntry;
import dev.openmarkets.observe.RequestIds;
import io.vertx.core.Handler;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.ext.web.RoutingContext;
import java.time.Instant;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The first handler of every request: takes or makes its request id (X-Request-Id, echoed on
 * the response and kept in the routing context for error logs) and, when enabled, writes one
 * access-log line on logger "openmarkets.access" when the response ends or the connection drops.
 */
public final class AccessLog implements Handler<RoutingContext> {
  public static final String LOGGER = "openmarkets.access";
  /** Routing-context key holding the request id. */
  public static final String REQUEST_ID = "openmarkets.requestId";
  private static final CharSequence X_REQUEST_ID = HttpHeaders.createOptimized("X-Request-Id");
  private static final int MAX_PATH = 1024;
  private static final Logger LOG = Logger.getLogger(LOGGER);

  private final ClientAddress clientAddress;
  private final boolean enabled;

  public AccessLog(ClientAddress clientAddress, boolean enabled) {
    this.clientAddress = clientAddress;
    this.enabled = enabled;
  }

  @Override
  public void handle(RoutingContext ctx) {
    long start = System.nanoTime();
    HttpServerRequest req = ctx.request();
    String id = RequestIds.accept(req.getHeader(X_REQUEST_ID));
    ctx.put(REQUEST_ID, id);
    // the first handler of every request: nothing can have set it yet
    ctx.response().headers().add(X_REQUEST_ID, id);
    if (enabled && LOG.isLoggable(Level.INFO)) {
      ctx.addEndHandler(ar -> log(ctx, id, start));
    }
    ctx.next();
  }

  private void log(RoutingContext ctx, String id, long start) {
    HttpServerRequest req = ctx.request();
    String uri = req.uri();
    AccessEntry e = new AccessEntry(Instant.now(), id, req.method().name(),
        uri.length() > MAX_PATH ? uri.substring(0, MAX_PATH) + "..." : uri,
        ctx.response().getStatusCode(), ctx.response().bytesWritten(), (System.nanoTime() - start) / 1e6,
        clientIp(ctx), ctx.get(AccessControl.TIER, "-"));
    LogRecord r = new LogRecord(Level.INFO, e.text());
    r.setLoggerName(LOGGER);
    // named here: left unset, a formatter would find it by walking the stack, once per request
    r.setSourceClassName(AccessLog.class.getName());
    r.setSourceMethodName("log");
    r.setParameters(new Object[] {e});
    LOG.log(r);
  }

  /** The address the rate limiter counted, else (no limits on the route) worked out here. */
  private String clientIp(RoutingContext ctx) {
    String ip = ctx.get(AccessControl.CLIENT_IP);
    return ip != null ? ip : clientAddress.of(ctx.request());
  }
}
