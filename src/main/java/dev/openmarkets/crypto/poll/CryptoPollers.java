package dev.openmarkets.crypto.poll;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.crypto.datasets.Venues;
import dev.openmarkets.crypto.store.FundingRetention;
import dev.openmarkets.crypto.store.LiquidationRetention;
import dev.openmarkets.crypto.store.LiquidationWriterVerticle;
import dev.openmarkets.crypto.stream.StreamSettings;
import dev.openmarkets.ingest.poll.Upstream;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the crypto family deploys when pollers are on: first the liquidation writer and the retention
 * jobs (liquidation events, funding snapshot versions; venue polls go to the ingest writer), then
 * the instruments poller, one funding poller per enabled venue, and the liquidation streams.
 * Settings beyond the upstreams come from configuration "crypto" (tracked symbols, history cadence,
 * batch size, retention).
 */
public final class CryptoPollers {
  private CryptoPollers() {
  }

  /** The pollers and streams read the date from the configuration's clock. */
  public static List<Deployable> all(AppConfig config, Pool pool) {
    Clock clock = config.clock();
    JsonObject crypto = config.raw().getJsonObject("crypto", new JsonObject());
    TrackedSymbols symbols = TrackedSymbols.from(config.raw());
    JsonObject batch = crypto.getJsonObject("liquidationBatch", new JsonObject());
    List<Deployable> writers = List.of(new LiquidationWriterVerticle(pool, batch.getInteger("maxEvents", 5000),
            batch.getLong("lingerMillis", 250L), batch.getInteger("maxQueued", 1_000_000)),
        new LiquidationRetention(pool, Duration.ofDays(crypto.getInteger("retentionDays", 90)), Duration.ofHours(1)),
        new FundingRetention(pool, Duration.ofDays(crypto.getInteger("fundingRetentionDays", 90)), Duration.ofHours(1)));
    List<Deployable> out = new ArrayList<>();
    ContractBook book = new ContractBook();
    out.add(new InstrumentsPoller(restVenues(config), symbols, book, pool,
        Duration.ofMinutes(crypto.getInteger("instrumentsEveryMinutes", 360)).toMillis(), clock).feeding("symbols"));
    out.addAll(Upstream.deployables(funding(config, symbols, book), config, pool, clock));
    Map<String, UpstreamConfig[]> streams = streamVenues(config);
    if (!streams.isEmpty()) {
      out.add(new LiquidationStreams(streams, symbols, book, pool, StreamSettings.defaults(), clock));
    }
    return List.of(new StagedDeployment(List.of(writers, out)));
  }

  /** One funding poller per venue of {@link Venues#FUNDING}, sharing the instruments poller's contract book. */
  public static List<Upstream> funding(AppConfig config, TrackedSymbols symbols, ContractBook book) {
    JsonObject crypto = config.raw().getJsonObject("crypto", new JsonObject());
    long historyEvery = Duration.ofMinutes(crypto.getInteger("historyEveryMinutes", 60)).toMillis();
    return Venues.FUNDING.stream().map(venue -> Upstream.of(venue, (cfg, pool, clock) ->
            new FundingPoller(cfg, FundingSources.of(venue, symbols), pool, historyEvery, clock)
                .noHistoryBecause("the first poll after `serve` starts reads the venue's recent funding and "
                    + "open-interest history (the venues keep a few weeks to months), later polls every "
                    + "crypto.historyEveryMinutes"))
        .feeding("funding-rates", "funding-rates-symbol", "open-interest")).toList();
  }

  /** What {@link #all} deploys, per poll_status name, with the datasets each feeds (nothing built). */
  public static Map<String, List<String>> feeds(AppConfig config) {
    Map<String, List<String>> out = new LinkedHashMap<>();
    out.put(InstrumentsPoller.NAME, List.of("symbols"));
    out.putAll(Upstream.feeds(funding(config, null, null), config));
    streamVenues(config).keySet().forEach(v -> out.put(v + "-ws", LiquidationStreams.FEEDS));
    return out;
  }

  /** The enabled REST venues, in {@link Venues#ALL} order. */
  private static Map<String, UpstreamConfig> restVenues(AppConfig config) {
    Map<String, UpstreamConfig> rest = new LinkedHashMap<>();
    for (String venue : Venues.ALL) {
      UpstreamConfig u = config.upstreams().get(venue);
      if (u != null && u.enabled()) {
        rest.put(venue, u);
      }
    }
    return rest;
  }

  /** The venues whose liquidation stream runs: its VENUE-ws upstream and its REST upstream both enabled. */
  private static Map<String, UpstreamConfig[]> streamVenues(AppConfig config) {
    Map<String, UpstreamConfig> rest = restVenues(config);
    Map<String, UpstreamConfig[]> streams = new LinkedHashMap<>();
    for (String venue : Venues.LIQUIDATIONS) {
      UpstreamConfig ws = config.upstreams().get(venue + "-ws");
      if (ws != null && ws.enabled() && rest.containsKey(venue)) {
        streams.put(venue, new UpstreamConfig[] {rest.get(venue), ws});
      }
    }
    return streams;
  }
}
