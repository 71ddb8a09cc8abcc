package dev.openmarkets.ingest.poll;

import io.vertx.core.Deployable;
import java.util.ArrayList;
import java.util.List;

/**
 * A deployable that deploys others (the crypto family's staged writers, pollers and streams), so
 * that `backfill` and /stats can find the pollers inside it.
 */
public interface PollerGroup {
  List<Deployable> members();

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
