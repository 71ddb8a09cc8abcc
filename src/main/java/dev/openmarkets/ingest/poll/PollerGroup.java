package dev.openmarkets.ingest.poll;

import io.vertx.core.Deployable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A deployable that deploys others (the crypto family's staged writers, pollers and streams), so
 * that `backfill` and /stats can find the pollers inside it.
 */
public interface PollerGroup {
  List<Deployable> members();

  /** Per poll_status name, the datasets it feeds: the pollers' and the streams' declarations. */
  static Map<String, List<String>> statusFeeds(List<Deployable> deployables) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    for (Deployable d : deployables) {
      if (d instanceof Poller p) {
        out.put(p.name(), p.feeds());
      } else if (d instanceof StatusFeeds s) {
        out.putAll(s.statusFeeds());
      } else if (d instanceof PollerGroup g) {
        out.putAll(statusFeeds(g.members()));
      }
    }
    return out;
  }

  /** The pollers among these deployables and inside their groups, in deployment order. */
  static List<Poller> pollers(List<Deployable> deployables) {
    List<Poller> out = new ArrayList<>();
    for (Deployable d : deployables) {
      if (d instanceof Poller p) {
        out.add(p);
      } else if (d instanceof PollerGroup g) {
        out.addAll(pollers(g.members()));
      }
    }
    return out;
  }
}
