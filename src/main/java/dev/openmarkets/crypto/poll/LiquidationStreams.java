package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.stream.GateLiquidationStream;
import dev.openmarkets.crypto.stream.HtxLiquidationStream;
import dev.openmarkets.crypto.stream.LiquidationStreamClient;
import dev.openmarkets.crypto.stream.OkxLiquidationStream;
import dev.openmarkets.crypto.stream.StreamSettings;
import dev.openmarkets.crypto.store.CryptoCodecs;
import dev.openmarkets.ingest.PollStatusStore;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Starts the okx, gate and htx liquidation streams on the tracked contracts, each once its
 * venue's contract values are known (the streams convert contracts to base units with them), as
 * child verticles, so undeploying this one stops them. Events go to the batching writer.
 */
public final class LiquidationStreams extends VerticleBase {
  private static final Logger LOG = Logger.getLogger(LiquidationStreams.class.getName());

  /** venue -> {REST upstream, WebSocket upstream}. */
  private final Map<String, UpstreamConfig[]> venues;
  private final TrackedSymbols symbols;
  private final ContractBook book;
  private final Pool pool;
  private final StreamSettings settings;

  public LiquidationStreams(Map<String, UpstreamConfig[]> venues, TrackedSymbols symbols, ContractBook book, Pool pool,
      StreamSettings settings) {
    this.venues = venues;
    this.symbols = symbols;
    this.book = book;
    this.pool = pool;
    this.settings = settings;
  }

  @Override
  public Future<?> start() {
    CryptoCodecs.register(vertx.eventBus());
    PollStatusStore status = new PollStatusStore(pool);
    var context = vertx.getOrCreateContext();
    venues.forEach((venue, cfg) -> book.loaded(venue).onSuccess(v -> context.runOnContext(x -> {
      LiquidationStreamClient client = client(venue, cfg[0].baseUrl(), cfg[1].baseUrl(), status);
      vertx.deployVerticle(client).onFailure(err -> LOG.warning(venue + " stream did not start: " + err));
    })));
    return Future.succeededFuture();
  }

  private LiquidationStreamClient client(String venue, String rest, String ws, PollStatusStore status) {
    EventBusSink sink = new EventBusSink(vertx, venue);
    StreamStatusRecorder rec = new StreamStatusRecorder(status, venue);
    var contracts = book.of(venue);
    var ids = symbols.instrumentsOn(venue);
    return switch (venue) {
      case "okx" -> new OkxLiquidationStream(ws, rest, ids, contracts, sink, rec, settings);
      case "gate" -> new GateLiquidationStream(ws, rest, ids, contracts, sink, rec, settings);
      case "htx" -> new HtxLiquidationStream(ws, rest, ids, contracts, sink, rec, settings);
      default -> throw new IllegalArgumentException("no liquidation stream for " + venue);
    };
  }
}
