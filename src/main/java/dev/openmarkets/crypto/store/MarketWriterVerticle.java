package dev.openmarkets.crypto.store;

import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.core.eventbus.Message;
import io.vertx.sqlclient.Pool;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Writes one venue poll ({@link VenueData}) per transaction and replies with the datasets it
 * changed (name -> rows added). Pollers wait for the reply before scheduling their next run, so
 * a slow database slows the polls instead of queueing them.
 */
public final class MarketWriterVerticle extends VerticleBase {
  public static final String ADDRESS = "openmarkets.crypto.market";
  private static final Logger LOG = Logger.getLogger(MarketWriterVerticle.class.getName());

  private final Pool pool;

  public MarketWriterVerticle(Pool pool) {
    this.pool = pool;
  }

  @Override
  public Future<?> start() {
    CryptoCodecs.register(vertx.eventBus());
    return vertx.eventBus().<VenueData>consumer(ADDRESS, this::onData).completion();
  }

  private void onData(Message<VenueData> msg) {
    VenueData d = msg.body();
    pool.withTransaction(conn -> MarketStore.write(conn, d))
        .onSuccess(changed -> {
          DatasetBump.publishLocally(vertx, changed.keySet());
          msg.reply(new io.vertx.core.json.JsonObject(Map.copyOf(changed)));
        })
        .onFailure(err -> {
          LOG.log(Level.WARNING, "writing " + d.source() + " failed", err);
          msg.fail(500, d.source() + ": " + err.getMessage());
        });
  }
}
