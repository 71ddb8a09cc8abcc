package dev.openmarkets.crypto.demo;

import com.fasterxml.jackson.databind.JsonNode;
import dev.openmarkets.crypto.model.LiquidationEvent;
import dev.openmarkets.crypto.store.CryptoCodecs;
import dev.openmarkets.crypto.store.LiquidationEvents;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.ingest.json.VenueJson;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;

/**
 * --demo only: one SAMPLE liquidation every `periodMillis`, handed to the batching writer the
 * venue streams use ({@link LiquidationWriterVerticle}, deployed here: --demo runs no pollers), so
 * that a newcomer sees the live stream and liquidations/recent move by the production write path,
 * and a stop flushes what the writer accepted. The events come from the bundled seed
 * (demo/crypto/crypto-sample.json), like every other demo row; the stream says SAMPLE in its
 * opening comment and the envelope's notice says it too.
 */
public final class DemoLiquidations extends VerticleBase {
  private final Pool pool;
  private final long periodMillis;
  private final Clock clock;
  private JsonNode seed;
  private long timer = -1;

  public DemoLiquidations(Pool pool, long periodMillis) {
    this(pool, periodMillis, Clock.systemUTC());
  }

  public DemoLiquidations(Pool pool, long periodMillis, Clock clock) {
    this.pool = pool;
    this.periodMillis = periodMillis;
    this.clock = clock;
  }

  @Override
  public Future<?> start() {
    CryptoCodecs.register(vertx.eventBus());
    // the writer is this verticle's child: undeploying the demo stops it, and its stop writes
    // what it holds (a tick after that is not accepted, so never half-written)
    return vertx.deployVerticle(new LiquidationWriterVerticle(pool))
        .compose(id -> vertx.executeBlocking(DemoLiquidations::readSeed))
        .onSuccess(parsed -> {
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
      long slot = clock.millis() / periodMillis;
      LiquidationEvent e = new CryptoDemo(seed, Instant.ofEpochMilli(slot * periodMillis)).liveLiquidation(slot);
      vertx.eventBus().send(LiquidationWriterVerticle.ADDRESS, new LiquidationEvents(e.exchange(), List.of(e)));
      next();
    });
  }

  private static JsonNode readSeed() {
    try (InputStream in = DemoLiquidations.class.getResourceAsStream("/" + DemoKinds.RESOURCE)) {
      return VenueJson.read(in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
