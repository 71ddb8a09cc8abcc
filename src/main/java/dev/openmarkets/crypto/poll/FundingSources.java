package dev.openmarkets.crypto.poll;

import dev.openmarkets.crypto.funding.BinanceFunding;
import dev.openmarkets.crypto.funding.BitmexFunding;
import dev.openmarkets.crypto.funding.BybitFunding;
import dev.openmarkets.crypto.funding.HyperliquidFunding;
import dev.openmarkets.crypto.funding.KrakenFunding;
import dev.openmarkets.crypto.funding.OkxFunding;
import dev.openmarkets.crypto.funding.OpenInterestMerge;
import dev.openmarkets.crypto.funding.VenueExtras;
import dev.openmarkets.crypto.model.Decimals;
import dev.openmarkets.crypto.model.FundingSettlement;
import dev.openmarkets.crypto.model.FundingSnapshot;
import dev.openmarkets.crypto.model.OpenInterestPoint;
import dev.openmarkets.crypto.store.Tagged;
import dev.openmarkets.crypto.store.VenueData;
import dev.openmarkets.crypto.venue.VenueFetch;
import io.vertx.core.Future;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The requests each funding venue needs for a complete row, with the parsers of
 * dev.openmarkets.crypto.funding. Per-contract requests run one after another (venue rate limits
 * are per IP). bybit and okx snapshots also give the hourly open-interest samples.
 */
public final class FundingSources {
  private FundingSources() {
  }

  public static FundingSource of(String venue, TrackedSymbols symbols) {
    return switch (venue) {
      case "binance" -> (http, now, history, first) -> binance(http, symbols, history, first);
      case "bybit" -> (http, now, history, first) -> bybit(http, symbols, now, history, first);
      case "okx" -> (http, now, history, first) -> okx(http, symbols, now, history, first);
      case "hyperliquid" -> (http, now, history, first) -> hyperliquid(http, symbols, now, history, first);
      case "kraken" -> (http, now, history, first) -> kraken(http, symbols, history);
      case "bitmex" -> (http, now, history, first) -> bitmex(http, symbols, history, first);
      default -> throw new IllegalArgumentException("no funding source for " + venue);
    };
  }

  // ---- binance: premiumIndex + fundingInfo + ticker/24hr, OI and ratio per contract ----

  static Future<VenueData> binance(VenueFetch http, TrackedSymbols symbols, boolean history, boolean first) {
    List<String> ids = symbols.instrumentsOn("binance");
    Future<Map<String, Integer>> intervals = http.get("/fapi/v1/fundingInfo", Map.of()).map(BinanceFunding::fundingInfo);
    return intervals.compose(iv -> http.get("/fapi/v1/premiumIndex", Map.of()).map(j -> BinanceFunding.premiumIndex(j, iv)))
        .compose(snaps -> http.get("/fapi/v1/ticker/24hr", Map.of()).map(VenueExtras::binanceChange24h).map(change -> {
          List<FundingSnapshot> out = new ArrayList<>();
          for (FundingSnapshot s : snaps) {
            out.add(withChange(s, change.get(s.instrument())));
          }
          return out;
        }))
        .compose(snaps -> eachTracked(tag("binance", symbols, snaps), t ->
            http.get("/fapi/v1/openInterest", Map.of("symbol", t.row().instrument()))
                .map(BinanceFunding::openInterest)
                .compose(oi -> http.get("/futures/data/globalLongShortAccountRatio",
                        Map.of("symbol", t.row().instrument(), "period", "5m", "limit", "1"))
                    .map(BinanceFunding::longShortRatios)
                    .map(r -> new Tagged<>(t.slug(), t.row()
                        .withOpenInterest(oi.openInterest(), Decimals.multiply(oi.openInterest(), t.row().markPrice()))
                        .withLongShortRatio(r.isEmpty() ? null : r.get(r.size() - 1).ratio()))))))
        .compose(snaps -> !history ? Future.succeededFuture(VenueData.funding("binance", snaps, List.of(), List.of(), List.of()))
            : binanceHistory(http, symbols, ids, first).map(h -> VenueData.funding("binance", snaps, h.settlements(),
                h.openInterestHistory(), List.of())));
  }

  private static Future<VenueData> binanceHistory(VenueFetch http, TrackedSymbols symbols, List<String> ids, boolean first) {
    List<Tagged<FundingSettlement>> settlements = new ArrayList<>();
    List<Tagged<OpenInterestPoint>> points = new ArrayList<>();
    String limit = first ? "500" : "4";
    Future<Void> chain = Future.succeededFuture();
    for (String id : ids) {
      Map<String, String> hourly = Map.of("symbol", id, "period", "1h", "limit", limit);
      chain = chain
          .compose(v -> http.get("/fapi/v1/fundingRate", Map.of("symbol", id, "limit", first ? "1000" : "10")))
          .map(j -> {
            settlements.addAll(tagged("binance", symbols, BinanceFunding.fundingRateHistory(j), FundingSettlement::instrument));
            return null;
          })
          .compose(v -> http.get("/futures/data/openInterestHist", hourly).map(BinanceFunding::openInterestHist))
          .compose(oi -> http.get("/futures/data/globalLongShortAccountRatio", hourly).map(BinanceFunding::longShortRatios)
              .compose(acc -> http.get("/futures/data/topLongShortPositionRatio", hourly).map(BinanceFunding::longShortRatios)
                  .map(top -> OpenInterestMerge.withRatios(oi, acc, top))))
          .map(merged -> {
            points.addAll(tagged("binance", symbols, merged, OpenInterestPoint::instrument));
            return null;
          });
    }
    return chain.map(v -> VenueData.funding("binance", List.of(), settlements, points, List.of()));
  }

  // ---- bybit: one tickers call, ratio and history per contract ----

  static Future<VenueData> bybit(VenueFetch http, TrackedSymbols symbols, Instant now, boolean history,
      boolean first) {
    return http.get("/v5/market/tickers", Map.of("category", "linear")).map(BybitFunding::tickers)
        .compose(all -> eachTracked(tag("bybit", symbols, all), t ->
            http.get("/v5/market/account-ratio", Map.of("category", "linear", "symbol", t.row().instrument(),
                    "period", "5min", "limit", "1"))
                .map(VenueExtras::bybitAccountRatio)
                .map(r -> new Tagged<>(t.slug(), t.row().withLongShortRatio(r)))))
        .compose(snaps -> settlements(history, snaps, t -> http.get("/v5/market/funding/history",
                Map.of("category", "linear", "symbol", t.row().instrument(), "limit", first ? "200" : "10"))
            .map(BybitFunding::fundingHistory))
            .map(h -> VenueData.funding("bybit", snaps, h, List.of(), samples(snaps, now))));
  }

  // ---- okx: funding-rate (all), mark prices, open interest, tickers; ratio per base asset ----

  static Future<VenueData> okx(VenueFetch http, TrackedSymbols symbols, Instant now, boolean history,
      boolean first) {
    Map<String, String> swaps = Map.of("instType", "SWAP");
    return http.get("/api/v5/public/funding-rate", Map.of("instId", "ANY")).map(OkxFunding::fundingRates)
        .compose(rates -> http.get("/api/v5/public/mark-price", swaps).map(OkxFunding::markPrices)
            .compose(marks -> http.get("/api/v5/public/open-interest", swaps).map(OkxFunding::openInterest)
                .compose(ois -> http.get("/api/v5/market/tickers", swaps).map(VenueExtras::okxChange24h)
                    .map(change -> {
                      Map<String, OpenInterestPoint> oiById = new HashMap<>();
                      ois.forEach(p -> oiById.put(p.instrument(), p));
                      List<FundingSnapshot> out = new ArrayList<>();
                      for (FundingSnapshot s : rates) {
                        OpenInterestPoint oi = oiById.get(s.instrument());
                        FundingSnapshot x = withChange(s.withMarkPrice(marks.get(s.instrument())), change.get(s.instrument()));
                        out.add(oi == null ? x : x.withOpenInterest(oi.openInterest(), oi.openInterestValue()));
                      }
                      return out;
                    }))))
        .compose(all -> eachTracked(tag("okx", symbols, all), t ->
            http.get("/api/v5/rubik/stat/contracts/long-short-account-ratio",
                    Map.of("ccy", symbolBase(symbols, t.slug()), "period", "5m"))
                .map(VenueExtras::okxAccountRatio)
                .map(r -> new Tagged<>(t.slug(), t.row().withLongShortRatio(r)))))
        .compose(snaps -> settlements(history, snaps, t -> http.get("/api/v5/public/funding-rate-history",
                Map.of("instId", t.row().instrument(), "limit", first ? "100" : "10"))
            .map(OkxFunding::fundingRateHistory))
            .map(h -> VenueData.funding("okx", snaps, h, List.of(), samples(snaps, now))));
  }

  // ---- hyperliquid: one info call; history per coin ----

  static Future<VenueData> hyperliquid(VenueFetch http, TrackedSymbols symbols, Instant now, boolean history,
      boolean first) {
    return http.post("/info", "{\"type\":\"metaAndAssetCtxs\"}")
        .map(j -> tag("hyperliquid", symbols, HyperliquidFunding.metaAndAssetCtxs(j, now)))
        .compose(snaps -> settlements(history, snaps, t -> http.post("/info", "{\"type\":\"fundingHistory\",\"coin\":\""
                + t.row().instrument() + "\",\"startTime\":" + now.minus(first ? 30 : 1, ChronoUnit.DAYS).toEpochMilli() + "}")
            .map(HyperliquidFunding::fundingHistory))
            .map(h -> VenueData.funding("hyperliquid", snaps, h, List.of(), List.of())));
  }

  // ---- kraken: one tickers call; history per contract ----

  static Future<VenueData> kraken(VenueFetch http, TrackedSymbols symbols, boolean history) {
    return http.get("/derivatives/api/v3/tickers", Map.of())
        .map(j -> tag("kraken", symbols, KrakenFunding.tickers(j)))
        .compose(snaps -> settlements(history, snaps, t -> http.get("/derivatives/api/v4/historicalfundingrates",
                Map.of("symbol", t.row().instrument()))
            .map(j -> KrakenFunding.historicalFundingRates(j, t.row().instrument())))
            .map(h -> VenueData.funding("kraken", snaps, h, List.of(), List.of())));
  }

  // ---- bitmex: one instrument call; history per contract ----

  static Future<VenueData> bitmex(VenueFetch http, TrackedSymbols symbols, boolean history, boolean first) {
    return http.get("/api/v1/instrument/active", Map.of())
        .map(j -> tag("bitmex", symbols, BitmexFunding.instruments(j)))
        .compose(snaps -> settlements(history, snaps, t -> http.get("/api/v1/funding",
                Map.of("symbol", t.row().instrument(), "reverse", "true", "count", first ? "500" : "10"))
            .map(BitmexFunding::fundingHistory))
            .map(h -> VenueData.funding("bitmex", snaps, h, List.of(), List.of())));
  }

  // ---- helpers ----

  static List<Tagged<FundingSnapshot>> tag(String venue, TrackedSymbols symbols, List<FundingSnapshot> all) {
    List<Tagged<FundingSnapshot>> out = new ArrayList<>();
    for (FundingSnapshot s : all) {
      String slug = symbols.slugOf(venue, s.instrument());
      if (slug != null) {
        out.add(new Tagged<>(slug, s));
      }
    }
    return out;
  }

  /** Rows of tracked contracts only, each with its own contract's slug (never the request's). */
  static <T> List<Tagged<T>> tagged(String venue, TrackedSymbols symbols, List<T> rows, Function<T, String> instrument) {
    List<Tagged<T>> out = new ArrayList<>();
    for (T r : rows) {
      String slug = symbols.slugOf(venue, instrument.apply(r));
      if (slug != null) {
        out.add(new Tagged<>(slug, r));
      }
    }
    return out;
  }

  private static <T> Future<List<T>> eachTracked(List<Tagged<FundingSnapshot>> snaps,
      Function<Tagged<FundingSnapshot>, Future<T>> call) {
    Future<List<T>> chain = Future.succeededFuture(new ArrayList<>());
    for (Tagged<FundingSnapshot> t : snaps) {
      chain = chain.compose(acc -> call.apply(t).map(x -> {
        acc.add(x);
        return acc;
      }));
    }
    return chain;
  }

  private static Future<List<Tagged<FundingSettlement>>> settlements(boolean history, List<Tagged<FundingSnapshot>> snaps,
      Function<Tagged<FundingSnapshot>, Future<List<FundingSettlement>>> call) {
    if (!history) {
      return Future.succeededFuture(List.of());
    }
    // a venue answering for another contract than asked must not file it under this slug
    return eachTracked(snaps, t -> call.apply(t).map(list -> list.stream()
            .filter(s -> s.instrument().equals(t.row().instrument())).map(s -> new Tagged<>(t.slug(), s)).toList()))
        .map(lists -> lists.stream().flatMap(List::stream).toList());
  }

  /** Our own hourly open-interest sample: the snapshot, stamped with its hour. */
  private static List<Tagged<OpenInterestPoint>> samples(List<Tagged<FundingSnapshot>> snaps, Instant now) {
    List<Tagged<OpenInterestPoint>> out = new ArrayList<>();
    Instant hour = now.truncatedTo(ChronoUnit.HOURS);
    for (Tagged<FundingSnapshot> t : snaps) {
      FundingSnapshot s = t.row();
      if (s.openInterest() != null || s.openInterestValue() != null) {
        out.add(new Tagged<>(t.slug(), new OpenInterestPoint(s.exchange(), s.instrument(), hour, s.openInterest(),
            s.openInterestValue(), s.longShortRatio(), null)));
      }
    }
    return out;
  }

  private static FundingSnapshot withChange(FundingSnapshot s, BigDecimal change) {
    return new FundingSnapshot(s.exchange(), s.instrument(), s.baseAsset(), s.markPrice(), s.fundingRate(),
        s.fundingIntervalHours(), s.nextFundingTime(), s.openInterest(), s.openInterestValue(),
        change != null ? change : s.priceChangePct24h(), s.longShortRatio(), s.ts());
  }

  private static String symbolBase(TrackedSymbols symbols, String slug) {
    return symbols.all().stream().filter(s -> s.slug().equals(slug)).findFirst().orElseThrow().baseAsset();
  }
}
