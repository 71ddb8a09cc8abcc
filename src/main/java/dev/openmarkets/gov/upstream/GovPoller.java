package dev.openmarkets.gov.upstream;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;

/**
 * What the government pollers share on top of {@link Poller}: their upstream's configuration and
 * a {@link GovFetch} opened on start and closed on stop. Subclasses only say what one poll fetches.
 */
public abstract class GovPoller extends Poller {
  protected final UpstreamConfig config;
  protected GovFetch fetch;

  protected GovPoller(UpstreamConfig config, Pool pool) {
    super(config.name(), config.intervalSeconds() * 1000L, pool);
    this.config = config;
  }

  @Override
  protected Future<Void> starting() {
    fetch = new GovFetch(vertx, config);
    return Future.succeededFuture();
  }

  @Override
  protected Future<Void> stopping() {
    fetch.close();
    return Future.succeededFuture();
  }
}
