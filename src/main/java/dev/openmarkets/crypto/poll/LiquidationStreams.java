package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.store.CryptoCodecs;
import dev.openmarkets.crypto.stream.GateLiquidationStream;
import dev.openmarkets.crypto.stream.HtxLiquidationStream;
import dev.openmarkets.crypto.stream.LiquidationStreamClient;
import dev.openmarkets.crypto.stream.OkxLiquidationStream;
import dev.openmarkets.crypto.stream.StreamSettings;
import dev.openmarkets.ingest.PollStatusStore;
import dev.openmarkets.ingest.poll.Leadership;
import dev.openmarkets.ingest.poll.StatusFeeds;
import io.vertx.core.Future;
import io.vertx.core.VerticleBase;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.Tuple;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Runs the okx, gate and htx liquidation streams on the tracked contracts on the one node of the
 * fleet that holds the instruments lease (the streams convert contracts with the values that
 * node's instruments poller read), each once its venue's contract values are known, as child
 * verticles. A node that gains the lease starts them with a REST gap fill from the last stored
 * event of the venue; a node that loses it stops them. Events go to the batching writer.
 */
public final class LiquidationStreams extends VerticleBase implements StatusFeeds {
  /** The datasets every venue's stream feeds. */
  public static final List<String> FEEDS = List.of("liquidations", "liquidations-recent", "liquidations-history");

  private static final Logger LOG = Logger.getLogger(LiquidationStreams.class.getName());

  /** venue -> {REST upstream, WebSocket upstream}. */
  private final Map<String, UpstreamConfig[]> venues;
  private final TrackedSymbols symbols;
  private final ContractBook book;
  private final Pool pool;
  private final StreamSettings settings;
  private final Clock clock;
  private final List<String> children = new ArrayList<>();
  private Leadership leadership;
  private PollStatusStore status;
  private boolean running;
  private long timer = -1;

  public LiquidationStreams(Map<String, UpstreamConfig[]> venues, TrackedSymbols symbols, ContractBook book, Pool pool,
      StreamSettings settings, Clock clock) {
    this.venues = venues;
    this.symbols = symbols;
    this.book = book;
    this.pool = pool;
    this.settings = settings;
    this.clock = clock;
  }

  /** Each venue's stream shows in /stats as VENUE-ws (see StreamStatusRecorder). */
  @Override
  public Map<String, List<String>> statusFeeds() {
    Map<String, List<String>> out = new java.util.LinkedHashMap<>();
    venues.keySet().forEach(v -> out.put(v + "-ws", FEEDS));
    return out;
  }

  @Override
  public Future<?> start() {
    CryptoCodecs.register(vertx.eventBus());
    status = new PollStatusStore(pool);
    leadership = Leadership.of(vertx);
    follow();
    timer = vertx.setPeriodic(leadership.renewMillis(), id -> follow());
    return Future.succeededFuture();
  }

  @Override
  public Future<?> stop() {
    vertx.cancelTimer(timer);
    return stopStreams();
  }

  /** Starts the streams when this node holds the instruments lease, stops them when it lost it. */
  private void follow() {
    if (leadership.holds(InstrumentsPoller.NAME)) {
      if (!running) {
        startStreams();
      }
      return;
    }
    if (running) {
      LOG.info("liquidation streams stop here: another node holds " + InstrumentsPoller.NAME);
      stopStreams();
    }
    leadership.acquire(InstrumentsPoller.NAME);
  }

  private void startStreams() {
    running = true;
    var context = vertx.getOrCreateContext();
    venues.forEach((venue, cfg) -> book.loaded(venue)
        .compose(v -> lastStored(venue))
        .onSuccess(last -> context.runOnContext(x -> {
          if (!running) {
            return;
          }
          LiquidationStreamClient client = client(venue, cfg[0].baseUrl(), cfg[1].baseUrl(), status).resumingFrom(last)
              .withClock(clock);
          vertx.deployVerticle(client)
              .onSuccess(children::add)
              .onFailure(err -> LOG.warning(venue + " stream did not start: " + err));
        })));
  }

  private Future<Void> stopStreams() {
    running = false;
    List<Future<Void>> stopped = new ArrayList<>();
    children.forEach(id -> stopped.add(vertx.undeploy(id).recover(e -> Future.succeededFuture())));
    children.clear();
    return Future.all(stopped).mapEmpty();
  }

  private Future<Instant> lastStored(String venue) {
    return pool.preparedQuery("SELECT max(ts) FROM liquidation_events WHERE exchange = $1")
        .execute(Tuple.of(venue))
        .map(rows -> {
          var t = rows.iterator().next().getOffsetDateTime(0);
          return t == null ? null : t.toInstant();
        })
        .recover(err -> Future.succeededFuture(null));
  }
  private LiquidationStreamClient client(String venue, String rest, String ws, PollStatusStore status) {
    EventBusSink sink = new EventBusSink(vertx, venue);
    StreamStatusRecorder rec = new StreamStatusRecorder(status, venue, clock);
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
