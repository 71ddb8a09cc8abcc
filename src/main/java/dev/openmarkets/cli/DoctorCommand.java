package dev.openmarkets.cli;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.PollerGroup;
import dev.openmarkets.ingest.poll.Probe;
import io.vertx.core.Vertx;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * `doctor [--upstream NAME]...`: checks every enabled upstream (or the named ones) the way its
 * poller fetches it ({@link Probe}), one at a time, without a database and without writing, and
 * prints one line per upstream whatever fails on the way, then a summary. The first thing to run
 * on a new deployment: it tells a moved file, a bot wall, a refused User-Agent or a throttled
 * host before the pollers meet them. An upstream read by a live stream or computed from stored
 * data has no document to fetch: its line says `not-checked`.
 */
public final class DoctorCommand {
  private DoctorCommand() {
  }

  public static int run(AppConfig config, List<Family> families, List<String> only, PrintStream out) {
    families.forEach(f -> f.configure(config));
    Map<String, Poller> byUpstream = new LinkedHashMap<>();
    for (Family f : families) {
      for (Poller p : PollerGroup.pollers(f.pollers(config, null))) {
        byUpstream.putIfAbsent(p.name(), p);
      }
    }
    List<String> upstreams = chosen(config, only);
    Vertx vertx = Vertx.vertx();
    DoctorReport report = new DoctorReport(out);
    try {
      for (String name : upstreams) {
        // one upstream at a time: a doctor must not be the reason a host throttles us
        report.add(name, Probe.check(vertx, name, byUpstream.get(name), config.clock().instant()));
      }
    } finally {
      vertx.close().await();
    }
    return report.finish();
  }

  /** The enabled upstreams in configuration order, or the named ones (each must be enabled). */
  static List<String> chosen(AppConfig config, List<String> only) {
    List<String> enabled = new ArrayList<>();
    for (String name : config.raw().getJsonObject("upstreams").fieldNames()) {
      if (config.upstream(name).enabled()) {
        enabled.add(name);
      }
    }
    for (String name : only) {
      if (!enabled.contains(name)) {
        throw new CommandLine.UsageException((config.upstreams().containsKey(name)
            ? "upstream '" + name + "' is disabled (upstreams." + name + ".enabled)"
            : "no upstream named '" + name + "' (see \"upstreams\" in the configuration)"), "doctor");
      }
    }
    return only.isEmpty() ? enabled : enabled.stream().filter(only::contains).toList();
  }
}
