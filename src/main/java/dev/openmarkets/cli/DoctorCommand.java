package dev.openmarkets.cli;

import dev.openmarkets.Families;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.poll.Poller;
import dev.openmarkets.ingest.poll.PollerGroup;
import dev.openmarkets.ingest.poll.Probe;
import io.vertx.core.Vertx;
import java.io.PrintStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * `doctor [--upstream NAME]...`: checks every enabled upstream (or the named ones) the way its
 * poller fetches it ({@link Probe}), one at a time, without a database and without writing, and
 * prints one line per upstream. The first thing to run on a new deployment: it tells a moved
 * file, a bot wall, a refused User-Agent or a throttled host before the pollers meet them.
 */
public final class DoctorCommand {
  private DoctorCommand() {
  }

  public static int run(AppConfig config, List<String> only, PrintStream out) throws Exception {
    List<Family> families = Families.all();
    families.forEach(f -> f.configure(config));
    List<Poller> pollers = new ArrayList<>();
    Set<String> seen = new LinkedHashSet<>();
    for (Family f : families) {
      for (Poller p : PollerGroup.pollers(f.pollers(config, null))) {
        if ((only.isEmpty() || only.contains(p.name())) && seen.add(p.name())) {
          pollers.add(p);
        }
      }
    }
    for (String name : only) {
      if (!seen.contains(name)) {
        throw new CommandLine.UsageException("no enabled upstream named '" + name + "' (see \"upstreams\" in the configuration)");
      }
    }
    Vertx vertx = Vertx.vertx();
    int unhealthy = 0;
    int checked = 0;
    List<String> notProbed = new ArrayList<>();
    try {
      for (Poller p : pollers) {
        // one upstream at a time: a doctor must not be the reason a host throttles us
        Probe.Result r = Probe.run(vertx, p, Instant.now()).await();
        if (r == null) {
          notProbed.add(p.name());
          continue;
        }
        checked++;
        out.println(r.line());
        if (!r.healthy()) {
          unhealthy++;
        }
      }
    } finally {
      vertx.close().await();
    }
    out.println(checked + " upstreams checked, " + unhealthy + " not healthy"
        + (notProbed.isEmpty() ? "" : "; not checked (streams and computed data, no document to fetch): "
        + String.join(", ", notProbed)));
    return unhealthy == 0 ? 0 : 1;
  }
}
