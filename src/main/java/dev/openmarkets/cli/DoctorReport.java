package dev.openmarkets.cli;

import dev.openmarkets.ingest.poll.Probe;
import io.vertx.core.Future;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * doctor's output: one line per upstream as each check ends, then the summary; the exit code is 1
 * when any checked upstream is not healthy. A check that fails in an unforeseen way is still that
 * upstream's line (`failed` with the reason), never the end of the report.
 */
final class DoctorReport {
  /** Longer than any one check can take (five requests at the longest timeout and the host's spacing). */
  private static final long CHECK_LIMIT_SECONDS = 600;

  private final PrintStream out;
  private final List<String> notChecked = new ArrayList<>();
  private int checked;
  private int unhealthy;

  DoctorReport(PrintStream out) {
    this.out = out;
  }

  void add(String upstream, Future<Probe.Result> check) {
    Probe.Result r;
    try {
      r = check.toCompletionStage().toCompletableFuture().get(CHECK_LIMIT_SECONDS, TimeUnit.SECONDS);
    } catch (Exception e) {
      r = Probe.Result.failed(upstream, null, "the check did not finish: " + Probe.reason(e));
    }
    out.println(r.line());
    if (r.outcome().equals(Probe.NOT_CHECKED)) {
      notChecked.add(upstream);
      return;
    }
    checked++;
    if (!r.healthy()) {
      unhealthy++;
    }
  }

  int finish() {
    out.println(checked + " upstreams checked, " + unhealthy + " not healthy"
        + (notChecked.isEmpty() ? "" : "; not checked (streams and computed data, no document to fetch): "
        + String.join(", ", notChecked)));
    return unhealthy == 0 ? 0 : 1;
  }
}
