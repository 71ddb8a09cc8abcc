package dev.openmarkets.http;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;

/**
 * A dataset's last poll outcome for /stats and the landing page, from the poll_status rows of the
 * pollers that feed it: when the latest of them ran, "ok" when none of them is failing, else
 * "error" with the failing pollers' errors ("refused" when every failing one was answered with a
 * page instead of data); pollers kept stopped (a User-Agent without a contact) are listed under
 * "stopped" with the reason, and make the outcome "stopped" while no other feeding poller ran. Null when no enabled poller feeds the dataset.
 */
final class PollOutcomes {
  private PollOutcomes() {
  }

  /** feeding: the dataset's poller names; pollers: /stats "pollers" (poll_status joined with the leases). */
  static JsonObject of(List<String> feeding, JsonArray pollers) {
    if (feeding == null || feeding.isEmpty()) {
      return null;
    }
    String at = null;
    JsonArray errors = new JsonArray();
    boolean allRefused = true;
    JsonArray stopped = new JsonArray();
    for (Object o : pollers) {
      JsonObject p = (JsonObject) o;
      if (feeding.contains(p.getString("poller")) && "stopped".equals(p.getString("last_outcome"))) {
        stopped.add(p.getString("poller") + ": " + p.getString("last_error"));
        continue;
      }
      if (!feeding.contains(p.getString("poller")) || p.getString("last_run_at") == null) {
        continue;
      }
      String ran = p.getString("last_run_at");
      // ISO 8601 UTC text of one width: later sorts later
      at = at == null || ran.compareTo(at) > 0 ? ran : at;
      if (p.getInteger("consecutive_failures", 0) > 0) {
        errors.add(p.getString("poller") + ": " + p.getString("last_error", "error"));
        allRefused &= "refused".equals(p.getString("last_outcome"));
      }
    }
    String outcome = at == null ? (stopped.isEmpty() ? null : "stopped")
        : errors.isEmpty() ? "ok" : allRefused ? "refused" : "error";
    JsonObject out = new JsonObject().put("pollers", new JsonArray(List.copyOf(feeding))).put("at", at)
        .put("outcome", outcome);
    if (!stopped.isEmpty()) {
      out.put("stopped", stopped);
    }
    return errors.isEmpty() ? out : out.put("errors", errors);
  }
}
