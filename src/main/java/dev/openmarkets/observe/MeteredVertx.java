package dev.openmarkets.observe;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.binder.system.FileDescriptorMetrics;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.transport.Transport;
import io.vertx.micrometer.Label;
import io.vertx.micrometer.MetricsDomain;
import io.vertx.micrometer.MicrometerMetricsOptions;
import io.vertx.micrometer.VertxPrometheusOptions;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Builds the Vert.x instance of `serve` with Vert.x's Micrometer metrics feeding the process's
 * Prometheus registry. Labels are chosen for bounded cardinality: the route template (never the
 * raw path), method, status code, pool type and name; no remote or local addresses. HTTP server
 * latency is a histogram with fixed buckets; JVM, GC, threads, CPU, uptime and file descriptors
 * are bound too.
 */
public final class MeteredVertx {
  /** Upper bounds of the request latency histogram. */
  static final Duration[] LATENCY_BUCKETS = {
      Duration.ofMillis(1), Duration.ofMillis(5), Duration.ofMillis(10), Duration.ofMillis(25),
      Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(250), Duration.ofMillis(500),
      Duration.ofSeconds(1), Duration.ofMillis(2500), Duration.ofSeconds(5), Duration.ofSeconds(10)};
  private static final Set<String> METHODS = Set.of("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH",
      "TRACE", "CONNECT");
  private static final Pattern PATH_PARAM = Pattern.compile(":(\\w+)");

  private MeteredVertx() {
  }

  /** The method label of a request: a standard method's name, else OTHER (bounded series). */
  static String methodLabel(String method) {
    return METHODS.contains(method) ? method : "OTHER";
  }

  /**
   * A Prometheus registry with the filters in place before any meter exists: route templates,
   * known methods, names promtool's lint accepts, the latency histogram; plus CPU time in seconds
   * and open file descriptors.
   */
  public static PrometheusMeterRegistry newRegistry() {
    PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    registry.config()
        // vertx-web names a route by its path: /api/markets/insiders/:ticker becomes the spec's template
        .meterFilter(MeterFilter.replaceTagValues("route", r -> PATH_PARAM.matcher(r).replaceAll("{$1}")))
        // an invented method name must not open a new series
        .meterFilter(MeterFilter.replaceTagValues("method", MeteredVertx::methodLabel))
        // names promtool's lint refuses (abbreviated units, a gauge ending in _count)
        .meterFilter(MeterFilter.deny(id -> id.getName().equals("jvm.compilation.time")
            || id.getName().equals("process.cpu.time")))
        .meterFilter(new MeterFilter() {
          @Override
          public Meter.Id map(Meter.Id id) {
            return id.getName().equals("system.cpu.count") ? id.withName("system.cpus.available") : id;
          }
        })
        .meterFilter(latencyHistogram());
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      FunctionCounter.builder("process.cpu", os, o -> o.getProcessCpuTime() / 1e9)
          .description("CPU time used by this process").baseUnit("seconds").register(registry);
    }
    new FileDescriptorMetrics().bindTo(registry);
    return registry;
  }

  /** The Vert.x instance of `serve`, its metrics in the registry of {@code metrics}, which it installs. */
  public static Vertx create(Metrics metrics, VertxOptions base, Transport transport) {
    PrometheusMeterRegistry registry = metrics.registry();
    MicrometerMetricsOptions options = new MicrometerMetricsOptions()
        .setEnabled(true)
        // a registry of its own per Vert.x instance (tests run several services in one JVM)
        .setRegistryName("openmarkets-" + UUID.randomUUID())
        .setPrometheusOptions(new VertxPrometheusOptions().setEnabled(true).setPublishQuantiles(false))
        .setJvmMetricsEnabled(true)
        .setLabels(EnumSet.of(Label.HTTP_ROUTE, Label.HTTP_METHOD, Label.HTTP_CODE, Label.POOL_TYPE,
            Label.POOL_NAME))
        .addDisabledMetricsCategory(MetricsDomain.DATAGRAM_SOCKET)
        // the event bus only carries internal hops (a cache miss to its family, ingest batches to
        // writers), already counted as requests and ingest figures; its per-message counters
        // cost ~3 % of a cache miss's CPU (bench/RESULTS.md, issue 15 seventh session)
        .addDisabledMetricsCategory(MetricsDomain.EVENT_BUS)
        .addDisabledMetricsCategory(MetricsDomain.VERTICLES);
    Vertx vertx = Vertx.builder()
        .with(new VertxOptions(base).setMetricsOptions(options))
        .withTransport(transport)
        // vertx-micrometer's, the HTTP server's request meters kept instead of looked up per request
        .withMetrics(LeanVertxMetrics.factory(registry, options.getMetricsNaming()))
        .build();
    metrics.install(vertx);
    return vertx;
  }

  private static MeterFilter latencyHistogram() {
    return new MeterFilter() {
      @Override
      public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
        if (!id.getName().equals("vertx.http.server.response.time")) {
          return config;
        }
        double[] slos = new double[LATENCY_BUCKETS.length];
        for (int i = 0; i < slos.length; i++) {
          slos[i] = LATENCY_BUCKETS[i].toNanos();
        }
        return DistributionStatisticConfig.builder().serviceLevelObjectives(slos).build().merge(config);
      }
    };
  }
}
