package dev.openmarkets.ingest.poll;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One upstream a family polls, as the family declares it: its configuration name (also the
 * poll_status name of the poller it makes), the datasets it feeds, how its poller is built and
 * what deploys beside it. The framework builds the poller only when the upstream is enabled, and
 * reads the feeds without building anything ({@link #feeds}).
 */
public record Upstream(String name, List<String> feeds, Factory factory, List<Function<Pool, Deployable>> beside,
    boolean wanted) {

  /** Builds the upstream's poller from its configuration. */
  @FunctionalInterface
  public interface Factory {
    Poller build(UpstreamConfig cfg, Pool pool, Clock clock);
  }

  public static Upstream of(String name, Factory factory) {
    return new Upstream(name, List.of(), factory, List.of(), true);
  }

  /** The datasets this upstream's poller feeds (its {@link Poller#feeds()}). */
  public Upstream feeding(String... datasets) {
    return new Upstream(name, List.of(datasets), factory, beside, wanted);
  }

  /** The same feeds as a list. */
  public Upstream feeding(List<String> datasets) {
    return feeding(datasets.toArray(String[]::new));
  }

  /** A verticle deployed right after this upstream's poller (a partition keeper), when it is enabled. */
  public Upstream deploysBeside(Function<Pool, Deployable> other) {
    List<Function<Pool, Deployable>> all = new ArrayList<>(beside);
    all.add(other);
    return new Upstream(name, feeds, factory, List.copyOf(all), wanted);
  }

  /** A condition besides `enabled` (e.g. the configuration lists something for it to poll). */
  public Upstream onlyIf(boolean condition) {
    return new Upstream(name, feeds, factory, beside, wanted && condition);
  }

  /** Whether the configuration runs this upstream: enabled there, and wanted by its declaration. */
  public boolean runsIn(AppConfig config) {
    return wanted && config.upstream(name).enabled();
  }

  /** The pollers of the enabled upstreams and what deploys beside them, in declaration order. */
  public static List<Deployable> deployables(List<Upstream> declared, AppConfig config, Pool pool, Clock clock) {
    List<Deployable> out = new ArrayList<>();
    for (Upstream u : declared) {
      if (u.runsIn(config)) {
        out.add(u.factory().build(config.upstream(u.name()), pool, clock).feeding(u.feeds().toArray(String[]::new)));
        u.beside().forEach(b -> out.add(b.apply(pool)));
      }
    }
    return out;
  }

  /** Per poll_status name of an enabled upstream, the datasets it feeds: read from the declarations, nothing built. */
  public static Map<String, List<String>> feeds(List<Upstream> declared, AppConfig config) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (Upstream u : declared) {
      if (u.runsIn(config)) {
        out.put(u.name(), u.feeds());
      }
    }
    return out;
  }
}
