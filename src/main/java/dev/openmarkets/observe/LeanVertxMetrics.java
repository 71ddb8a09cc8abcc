package dev.openmarkets.observe;

import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.datagram.DatagramSocketOptions;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.metrics.MetricsOptions;
import io.vertx.core.net.NetClientOptions;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.net.SocketAddress;
import io.vertx.core.spi.VertxMetricsFactory;
import io.vertx.core.spi.metrics.ClientMetrics;
import io.vertx.core.spi.metrics.DatagramSocketMetrics;
import io.vertx.core.spi.metrics.EventBusMetrics;
import io.vertx.core.spi.metrics.HttpClientMetrics;
import io.vertx.core.spi.metrics.HttpServerMetrics;
import io.vertx.core.spi.metrics.PoolMetrics;
import io.vertx.core.spi.metrics.TCPMetrics;
import io.vertx.core.spi.metrics.VertxMetrics;
import io.vertx.micrometer.MetricsNaming;
import io.vertx.micrometer.MicrometerMetricsFactory;

/**
 * vertx-micrometer's metrics with the HTTP server's request meters replaced by
 * {@link HttpServerMeters} (same names and labels, meters kept instead of looked up per request);
 * everything else is vertx-micrometer's own.
 */
final class LeanVertxMetrics implements VertxMetrics {
  private final VertxMetrics micrometer;
  private final MeterRegistry registry;
  private final MetricsNaming names;

  private LeanVertxMetrics(VertxMetrics micrometer, MeterRegistry registry, MetricsNaming names) {
    this.micrometer = micrometer;
    this.registry = registry;
    this.names = names;
  }

  /** The factory of Vert.x's builder: vertx-micrometer's, its HTTP server metrics swapped. */
  static VertxMetricsFactory factory(MeterRegistry registry, MetricsNaming names) {
    MicrometerMetricsFactory micrometer = new MicrometerMetricsFactory(registry);
    return new VertxMetricsFactory() {
      @Override
      public VertxMetrics metrics(VertxOptions options) {
        return new LeanVertxMetrics(micrometer.metrics(options), registry, names);
      }

      @Override
      public MetricsOptions newOptions() {
        return micrometer.newOptions();
      }

      @Override
      public MetricsOptions newOptions(MetricsOptions options) {
        return micrometer.newOptions(options);
      }

      @Override
      public MetricsOptions newOptions(io.vertx.core.json.JsonObject json) {
        return micrometer.newOptions(json);
      }
    };
  }

  @Override
  public HttpServerMetrics<?, ?, ?> createHttpServerMetrics(HttpServerOptions options, SocketAddress localAddress) {
    HttpServerMetrics<?, ?, ?> own = micrometer.createHttpServerMetrics(options, localAddress);
    // null when the HTTP server's domain is disabled: then nothing is counted, as before
    return own == null ? null : new HttpServerMeters(own, registry, names);
  }

  @Override
  public EventBusMetrics createEventBusMetrics() {
    return micrometer.createEventBusMetrics();
  }

  @Override
  public ClientMetrics<?, ?, ?> createClientMetrics(SocketAddress remoteAddress, String type, String namespace) {
    return micrometer.createClientMetrics(remoteAddress, type, namespace);
  }

  @Override
  public HttpClientMetrics<?, ?, ?> createHttpClientMetrics(HttpClientOptions options) {
    return micrometer.createHttpClientMetrics(options);
  }

  @Override
  public TCPMetrics<?> createNetServerMetrics(NetServerOptions options, SocketAddress localAddress) {
    return micrometer.createNetServerMetrics(options, localAddress);
  }

  @Override
  public TCPMetrics<?> createNetClientMetrics(NetClientOptions options) {
    return micrometer.createNetClientMetrics(options);
  }

  @Override
  public DatagramSocketMetrics createDatagramSocketMetrics(DatagramSocketOptions options) {
    return micrometer.createDatagramSocketMetrics(options);
  }

  @Override
  public PoolMetrics<?, ?> createPoolMetrics(String poolType, String poolName, int maxPoolSize) {
    return micrometer.createPoolMetrics(poolType, poolName, maxPoolSize);
  }

  @Override
  public void vertxCreated(Vertx vertx) {
    micrometer.vertxCreated(vertx);
  }

  @Override
  public boolean isMetricsEnabled() {
    return micrometer.isMetricsEnabled();
  }

  @Override
  public void close() {
    micrometer.close();
  }
}
