package dev.openmarkets.observe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.net.SocketAddress;
import io.vertx.core.spi.metrics.HttpServerMetrics;
import io.vertx.core.spi.observability.HttpRequest;
import io.vertx.core.spi.observability.HttpResponse;
import io.vertx.micrometer.MetricsNaming;
import org.junit.jupiter.api.Test;

/**
 * The request meters' bookkeeping, driven as Vert.x drives them: what is in flight, the series a
 * response lands in (method, routes joined with '>', code), sizes, and resets counted once.
 */
class HttpServerMetersTest {
  private final SimpleMeterRegistry registry = new SimpleMeterRegistry();
  private final HttpServerMeters meters = new HttpServerMeters(new HttpServerMetrics<Object, Object, Object>() {
  }, registry, MetricsNaming.v4Names());

  private static HttpRequest request(String method) {
    return new HttpRequest() {
      @Override
      public int id() {
        return 1;
      }

      @Override
      public String uri() {
        return "/x";
      }

      @Override
      public String absoluteURI() {
        return "http://localhost/x";
      }

      @Override
      public HttpMethod method() {
        return HttpMethod.valueOf(method);
      }

      @Override
      public MultiMap headers() {
        return MultiMap.caseInsensitiveMultiMap();
      }

      @Override
      public SocketAddress remoteAddress() {
        return null;
      }
    };
  }

  private static HttpResponse status(int code) {
    return new HttpResponse() {
      @Override
      public int statusCode() {
        return code;
      }

      @Override
      public MultiMap headers() {
        return MultiMap.caseInsensitiveMultiMap();
      }
    };
  }

  private double active(String method) {
    return registry.get("vertx.http.server.active.requests").tag("method", method).gauge().value();
  }

  @Test
  void aRequestIsInFlightUntilBothSidesEndAndLandsInItsRouteAndCode() {
    HttpRequest get = request("GET");
    HttpServerMeters.Request r = meters.requestBegin(null, get);
    assertEquals(1, active("GET"));
    meters.requestRouted(r, "/api/markets/short-volume");
    meters.requestRouted(r, "/api/*");
    meters.requestEnd(r, get, 120);
    assertEquals(1, active("GET"), "the response has not ended");
    meters.responseEnd(r, status(200), 14_298);
    assertEquals(0, active("GET"));
    String route = "/api/markets/short-volume>/api/*";
    assertEquals(1, registry.get("vertx.http.server.requests").tags("method", "GET", "route", route, "code", "200")
        .counter().count());
    assertEquals(1, registry.get("vertx.http.server.response.time").tags("route", route, "code", "200").timer().count());
    assertEquals(14_298, registry.get("vertx.http.server.response.bytes").tags("route", route, "code", "200")
        .summary().totalAmount());
    assertEquals(120, registry.get("vertx.http.server.request.bytes").tag("method", "GET").summary().totalAmount());

    // a second request of the same series: the same meters, counted on
    HttpServerMeters.Request again = meters.requestBegin(null, get);
    meters.requestRouted(again, "/api/markets/short-volume");
    meters.requestRouted(again, "/api/*");
    meters.responseEnd(again, status(200), 10);
    assertEquals(1, active("GET"), "answered before its request ended");
    meters.requestEnd(again, get, 0);
    assertEquals(0, active("GET"));
    assertEquals(2, registry.get("vertx.http.server.requests").tags("route", route, "code", "200").counter().count());
  }

  @Test
  void anUnroutedRequestHasAnEmptyRouteAndAnInventedMethodIsOther() {
    HttpRequest frob = request("FROBNICATE");
    HttpServerMeters.Request r = meters.requestBegin(null, frob);
    assertEquals(1, active("OTHER"));
    meters.requestEnd(r, frob, 0);
    meters.responseEnd(r, status(405), 80);
    assertEquals(0, active("OTHER"));
    assertEquals(1, registry.get("vertx.http.server.requests").tags("method", "OTHER", "route", "", "code", "405")
        .counter().count());
  }

  @Test
  void aResetIsCountedAndLeavesTheRequestOutOfFlightOnce() {
    HttpRequest get = request("GET");
    assertNull(registry.find("vertx.http.server.request.resets").counter(), "registered on the first reset only");
    HttpServerMeters.Request r = meters.requestBegin(null, get);
    meters.requestReset(r);
    assertEquals(0, active("GET"));
    assertEquals(1, registry.get("vertx.http.server.request.resets").tag("method", "GET").counter().count());
    meters.requestEnd(r, get, 0);
    meters.responseEnd(r, status(200), 0);
    assertEquals(0, active("GET"), "not taken out twice");
  }
}
