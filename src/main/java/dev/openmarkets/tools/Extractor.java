package dev.openmarkets.tools;

import io.vertx.core.Future;
import java.net.InetAddress;
import java.util.List;
import java.util.UUID;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Runs one claimed job to its end: opens its guard-proxy session (pinned to the checked
 * addresses), marks it running, runs yt-dlp, turns what it left into the job's outcome and
 * stores it. Any failure of our own (yt-dlp cannot start) still ends the job as failed.
 */
final class Extractor {
  private static final Logger LOG = Logger.getLogger(Extractor.class.getName());

  private final ToolsConfig cfg;
  private final GuardProxy proxy;
  private final YtDlp ytDlp;
  private final JobStore store;

  Extractor(ToolsConfig cfg, GuardProxy proxy, YtDlp ytDlp, JobStore store) {
    this.cfg = cfg;
    this.proxy = proxy;
    this.ytDlp = ytDlp;
    this.store = store;
  }

  boolean available() {
    return ytDlp != null;
  }

  Future<Void> run(UUID id, ToolsRoutes.Request req, List<InetAddress> addresses) {
    ProxySession session = proxy.open(req.target().host(), addresses);
    return store.running(id)
        .compose(v -> ytDlp.run(req.selector(), proxy.proxyUrl(session), req.target().normalized(),
            cfg.timeLimitSeconds()))
        .map(x -> Outcome.of(x, session.firstRefusal(), cfg.timeLimitSeconds()))
        .otherwise(err -> {
          LOG.log(Level.WARNING, "extraction job " + id + " could not run", err);
          return Outcome.failed(Job.FAILED, "The extraction could not be run on this node.");
        })
        .compose(outcome -> store.finish(id, outcome))
        .eventually(() -> {
          proxy.release(session);
          return Future.succeededFuture();
        });
  }
}
