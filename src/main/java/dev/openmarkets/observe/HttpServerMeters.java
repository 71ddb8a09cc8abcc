package dev.openmarkets.observe;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Tags;
import io.micrometer.core.instrument.Timer;
import io.vertx.core.http.ServerWebSocket;
import io.vertx.core.net.SocketAddress;
import io.vertx.core.spi.metrics.HttpServerMetrics;
import io.vertx.core.spi.observability.HttpRequest;
import io.vertx.core.spi.observability.HttpResponse;
import io.vertx.micrometer.MetricsDomain;
import io.vertx.micrometer.MetricsNaming;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * The HTTP server's request meters with vertx-micrometer's names, labels (method; route and code
 * on responses) and semantics, but each label set's meters looked up once and kept: Vert.x 5.0.10's
 * own builds tags and finds or registers five meters on every request (~4 % of a cache miss's CPU,
 * bench/RESULTS.md issue 15 eighth session). Connections and bytes stay vertx-micrometer's
 * ({@code connections}), which never sees a request. No WebSocket is served, so none is counted.
 */
final class HttpServerMeters implements HttpServerMetrics<HttpServerMeters.Request, Object, Object> {
  /** One request in flight: its method's meters, start, and the routes vertx-web reported. */
  static final class Request {
    final MethodMeters method;
    final long start = System.nanoTime();
    String route;
    boolean requestEnded;
    boolean responseEnded;
    boolean reset;

    Request(MethodMeters method) {
      this.method = method;
    }
  }

  private record MethodMeters(String method, LongAdder active, DistributionSummary requestBytes) {
  }

  private record ResponseKey(String method, String route, int code) {
  }

  private record ResponseMeters(Counter count, Timer time, DistributionSummary bytes) {
  }

  private final HttpServerMetrics<Object, Object, Object> connections;
  private final MeterRegistry registry;
  private final MetricsNaming names;
  private final ConcurrentHashMap<String, MethodMeters> byMethod = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<ResponseKey, ResponseMeters> byResponse = new ConcurrentHashMap<>();

  @SuppressWarnings("unchecked")
  HttpServerMeters(HttpServerMetrics<?, ?, ?> connections, MeterRegistry registry, MetricsNaming names) {
    this.connections = (HttpServerMetrics<Object, Object, Object>) connections;
    this.registry = registry;
    // vertx-micrometer prefixes a domain's names the same way (AbstractMetrics#baseName)
    this.names = names.withBaseName("vertx." + MetricsDomain.HTTP_SERVER.toCategory() + ".");
  }

  @Override
  public Request requestBegin(Object socket, HttpRequest request) {
    // labelled before the lookup, so an invented method cannot grow the map
    String method = MeteredVertx.methodLabel(request.method().name());
    MethodMeters meters = byMethod.get(method);
    if (meters == null) {
      meters = byMethod.computeIfAbsent(method, this::methodMeters);
    }
    meters.active().increment();
    return new Request(meters);
  }

  @Override
  public void requestRouted(Request r, String route) {
    // several routes handling one request are joined with '>', as vertx-micrometer joins them
    if (route != null) {
      r.route = r.route == null ? route : r.route + ">" + route;
    }
  }

  @Override
  public void requestEnd(Request r, HttpRequest request, long bytesRead) {
    r.method.requestBytes().record(bytesRead);
    r.requestEnded = true;
    if (!r.reset && r.responseEnded) {
      r.method.active().decrement();
    }
  }

  @Override
  public void requestReset(Request r) {
    // registered on the first reset, as vertx-micrometer does (rare: HTTP/2 streams, aborted uploads)
    Counter.builder(names.getHttpRequestResetsCount()).description("Number of request resets")
        .tags("method", r.method.method()).register(registry).increment();
    r.method.active().decrement();
    r.reset = true;
  }

  @Override
  public void responseEnd(Request r, HttpResponse response, long bytesWritten) {
    ResponseKey key = new ResponseKey(r.method.method(), r.route == null ? "" : r.route, response.statusCode());
    // looked up before computeIfAbsent, whose bound method reference is an allocation per call
    ResponseMeters meters = byResponse.get(key);
    if (meters == null) {
      meters = byResponse.computeIfAbsent(key, this::responseMeters);
    }
    meters.count().increment();
    meters.time().record(System.nanoTime() - r.start, TimeUnit.NANOSECONDS);
    meters.bytes().record(bytesWritten);
    r.responseEnded = true;
    if (!r.reset && r.requestEnded) {
      r.method.active().decrement();
    }
  }

  @Override
  public Object connected(Object socket, Request r, ServerWebSocket webSocket) {
    return null;
  }

  @Override
  public Object connected(SocketAddress remote, String remoteName) {
    return connections.connected(remote, remoteName);
  }

  @Override
  public void disconnected(Object socket, SocketAddress remote) {
    connections.disconnected(socket, remote);
  }

  @Override
  public void bytesRead(Object socket, SocketAddress remote, long bytes) {
    connections.bytesRead(socket, remote, bytes);
  }

  @Override
  public void bytesWritten(Object socket, SocketAddress remote, long bytes) {
    connections.bytesWritten(socket, remote, bytes);
  }

  @Override
  public void exceptionOccurred(Object socket, SocketAddress remote, Throwable t) {
    connections.exceptionOccurred(socket, remote, t);
  }

  @Override
  public void close() {
    connections.close();
  }

  private MethodMeters methodMeters(String method) {
    Tags tags = Tags.of("method", method);
    LongAdder active = new LongAdder();
    Gauge.builder(names.getHttpActiveRequests(), active, LongAdder::doubleValue)
        .description("Number of requests being processed").tags(tags).register(registry);
    return new MethodMeters(method, active,
        DistributionSummary.builder(names.getHttpRequestBytes()).description("Size of requests in bytes")
            .tags(tags).register(registry));
  }

  private ResponseMeters responseMeters(ResponseKey key) {
    Tags tags = Tags.of("method", key.method(), "route", key.route(), "code", Integer.toString(key.code()));
    return new ResponseMeters(
        Counter.builder(names.getHttpRequestsCount()).description("Number of processed requests")
            .tags(tags).register(registry),
        Timer.builder(names.getHttpResponseTime()).description("Request processing time").tags(tags).register(registry),
        DistributionSummary.builder(names.getHttpResponseBytes()).description("Size of responses in bytes")
            .tags(tags).register(registry));
  }
}
