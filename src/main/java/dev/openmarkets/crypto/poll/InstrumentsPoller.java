package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.instrument.GateContracts;
import dev.openmarkets.crypto.instrument.HtxContracts;
import dev.openmarkets.crypto.instrument.OkxInstruments;
import dev.openmarkets.crypto.instrument.VenueInstruments;
import dev.openmarkets.crypto.model.Instrument;
import dev.openmarkets.crypto.store.InstrumentRow;
import dev.openmarkets.crypto.store.MarketWriter;
import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.crypto.venue.NotLoadedException;
import dev.openmarkets.crypto.venue.VenueFetch;
import dev.openmarkets.ingest.PollStatusStore;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.math.BigDecimal;
import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.logging.Logger;

/**
 * Reads every enabled venue's instrument endpoint (at start, then every few hours): fills the
 * {@link ContractBook} the liquidation streams convert contracts with, and writes the tracked
 * symbols with each venue's listing and contract value. Venues are read one after another; one
 * that fails keeps its previous rows, is reported in /stats as "<venue>-instruments" and is
 * retried sooner, with growing delays (never before its Retry-After). Requests go through the
 * fetch step ({@link VenueFetch}), so a venue's failure is named as the other pollers' are
 * (refused, throttled, absent, failed). One node of the fleet runs it (a {@link Poller} named
 * "crypto-instruments"); the liquidation streams follow its lease, since they convert contracts
 * with the values it reads.
 */
public final class InstrumentsPoller extends Poller {
  public static final String NAME = "crypto-instruments";
  private static final Logger LOG = Logger.getLogger(InstrumentsPoller.class.getName());

  private final Map<String, UpstreamConfig> venues;
  private final TrackedSymbols symbols;
  private final ContractBook book;
  private final long everyMillis;
  private final Clock clock;
  private final Map<String, VenueFetch> fetches = new LinkedHashMap<>();
  private final Map<String, Integer> failures = new LinkedHashMap<>();
  private PollStatusStore status;

  public InstrumentsPoller(Map<String, UpstreamConfig> venues, TrackedSymbols symbols, ContractBook book, Pool pool,
      long everyMillis, Clock clock) {
    super(NAME, everyMillis, pool);
    this.venues = venues;
    this.symbols = symbols;
    this.book = book;
    this.everyMillis = everyMillis;
    this.clock = clock;
  }

  @Override
  protected Future<Void> starting() {
    venues.forEach((name, cfg) -> fetches.put(name, new VenueFetch(vertx, cfg)));
    status = new PollStatusStore(pool);
    return Future.succeededFuture();
  }

  @Override
  protected Future<Void> stopping() {
    fetches.values().forEach(VenueFetch::close);
    return Future.succeededFuture();
  }

  @Override
  protected Future<PollOutcome> pollOnce() {
    List<InstrumentRow> rows = new ArrayList<>();
    // the longest Retry-After of the venues read (0 when none sent one)
    Future<Long> chain = Future.succeededFuture(0L);
    for (String venue : venues.keySet()) {
      chain = chain.compose(wait -> readVenue(venue, rows).map(w -> Math.max(wait, w)));
    }
    return chain.compose(wait -> MarketWriter.send(vertx, VenueData.instruments("instruments", symbols.rows(), rows))
        .map(v -> outcome(rows, wait)));
  }

  /** The poll's outcome: failed when a venue failed, not before the longest Retry-After (every venue is read again). */
  private PollOutcome outcome(List<InstrumentRow> rows, long retryAfterMillis) {
    List<String> failed = failures.entrySet().stream().filter(e -> e.getValue() > 0).map(Map.Entry::getKey).toList();
    PollOutcome done = PollOutcome.NOTHING.plus(venues.size() - failed.size(), rows.size())
        .describedAs(rows.size() + " tracked listings from " + (venues.size() - failed.size()) + " venues");
    return failed.isEmpty() ? done
        : done.failed("instruments unavailable from " + String.join(", ", failed), retryAfterMillis);
  }

  /**
   * Reads one venue; never fails: a failure is recorded under "<venue>-instruments" with its named
   * outcome, and the venue's Retry-After (0 when none) is the future's value.
   */
  private Future<Long> readVenue(String venue, List<InstrumentRow> rows) {
    String poller = venue + "-instruments";
    return fetch(venue, fetches.get(venue)).compose(list -> {
      book.put(venue, list);
      failures.put(venue, 0);
      int before = rows.size();
      rows.addAll(tracked(venue, list));
      return status.success(poller, list.size() + " instruments, " + (rows.size() - before) + " tracked listed",
          1, rows.size() - before, at(everyMillis)).map(0L);
    }, err -> {
      int n = failures.merge(venue, 1, Integer::sum);
      PollOutcome o = NotLoadedException.pollOutcome(err);
      LOG.warning(() -> poller + " failed: " + o.error());
      long retry = Math.max(Math.min(everyMillis, 30_000L << Math.min(n - 1, 10)), o.retryAfterMillis());
      return status.failure(poller, o.outcome(), o.error(), n, 0, 0, at(retry)).map(o.retryAfterMillis());
    }).recover(e -> Future.succeededFuture(0L));
  }

  private List<InstrumentRow> tracked(String venue, List<Instrument> list) {
    Map<String, Instrument> byId = new LinkedHashMap<>();
    list.forEach(i -> byId.put(i.instrument(), i));
    Instant now = clock.instant();
    List<InstrumentRow> out = new ArrayList<>();
    for (TrackedSymbol s : symbols.all()) {
      String id = s.on(venue);
      if (id == null) {
        continue;
      }
      Instrument i = byId.get(id);
      BigDecimal value = i == null || i.contractValue().signum() == 0 ? null : i.contractValue();
      out.add(new InstrumentRow(s.slug(), venue, id, i != null, value, value == null ? null : i.contractValueCurrency(),
          i == null ? null : i.inverse(), now));
    }
    return out;
  }

  static Future<List<Instrument>> fetch(String venue, VenueFetch http) {
    return switch (venue) {
      case "binance" -> http.get("/fapi/v1/exchangeInfo", Map.of()).map(VenueInstruments::binance);
      case "bybit" -> http.get("/v5/market/instruments-info", Map.of("category", "linear", "limit", "1000"))
          .map(VenueInstruments::bybit);
      case "okx" -> http.get("/api/v5/public/instruments", Map.of("instType", "SWAP")).map(OkxInstruments::parse);
      case "hyperliquid" -> http.post("/info", "{\"type\":\"meta\"}").map(VenueInstruments::hyperliquid);
      case "kraken" -> http.get("/derivatives/api/v3/instruments", Map.of()).map(VenueInstruments::kraken);
      case "bitmex" -> http.get("/api/v1/instrument/active", Map.of()).map(VenueInstruments::bitmex);
      case "gate" -> http.get("/api/v4/futures/usdt/contracts", Map.of()).map(GateContracts::parse);
      case "htx" -> http.get("/linear-swap-api/v1/swap_contract_info", Map.of()).map(HtxContracts::parse);
      default -> Future.failedFuture(new IllegalArgumentException("no instrument endpoint for " + venue));
    };
  }

  private OffsetDateTime at(long inMillis) {
    return OffsetDateTime.ofInstant(clock.instant().plusMillis(inMillis), ZoneOffset.UTC);
  }
}
