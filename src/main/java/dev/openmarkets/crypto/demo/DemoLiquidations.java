package dev.openmarkets.crypto.demo;

import dev.openmarkets.crypto.store.LiquidationStore;
import dev.openmarkets.ingest.VersionBumps;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * --demo only: one SAMPLE liquidation every `periodMillis` through the liquidation writer's
 * transaction, so that a newcomer sees the live stream and liquidations/recent move. The events
 * come from the bundled seed (demo/crypto/crypto-sample.json), like every other demo row; the
 * stream says SAMPLE in its opening comment and the envelope's notice says it too.
 */
public final class DemoLiquidations extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(DemoLiquidations.class.getName());
  private final Pool pool;
  private final long periodMillis;
  private com.fasterxml.jackson.databind.JsonNode seed;
  private long timer = -1;

  public DemoLiquidations(Pool pool, long periodMillis) {
    this.pool = pool;
    this.periodMillis = periodMillis;
  }

  @Override
  public Future<?> start() {
    return vertx.executeBlocking(() -> {
      try (InputStream in = DemoLiquidations.class.getResourceAsStream("/demo/crypto/" + DemoKinds.FILE)) {
        return dev.openmarkets.ingest.json.VenueJson.read(in.readAllBytes());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }).onSuccess(parsed -> {
      seed = parsed;
      next();
    });
  }

  @Override
  public Future<?> stop() {
    if (timer != -1) {
      vertx.cancelTimer(timer);
    }
    return Future.succeededFuture();
  }

  private void next() {
    timer = vertx.setTimer(periodMillis, t -> {
      // stamped with its slot's start, not now: the same slot's event on two demo nodes must carry
      // the same ts to be written once (events are unique by key and ts, migration V22)
      long slot = Instant.now().toEpochMilli() / periodMillis;
      Instant slotStart = Instant.ofEpochMilli(slot * periodMillis);
      LiquidationStore.write(pool, List.of(new CryptoDemo(seed, slotStart).liveLiquidation(slot)))
          .onSuccess(w -> {
            if (w.inserted() > 0) {
              VersionBumps.publishLocally(vertx, LiquidationStore.DATASETS);
            }
          })
          .onFailure(e -> LOG.log(Level.WARNING, "demo liquidation not written", e))
          .onComplete(ar -> next());
    });
  }
}
