package dev.openmarkets.derivs;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.derivs.options.DeribitDocuments;
import dev.openmarkets.derivs.options.OptionsDataset;
import dev.openmarkets.derivs.options.OptionsKinds;
import dev.openmarkets.derivs.options.OptionsWriters;
import dev.openmarkets.derivs.whales.HyperliquidDocuments;
import dev.openmarkets.derivs.whales.LeaderboardSnapshot;
import dev.openmarkets.derivs.whales.TrackedAccounts;
import dev.openmarkets.derivs.whales.TrackedWhalesPoller;
import dev.openmarkets.derivs.whales.WhalesDataset;
import dev.openmarkets.derivs.whales.WhalesKinds;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.partition.PartitionKeeper;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.ingest.poll.Upstream;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The derivatives-analytics family: Deribit option chains (options/{currency}) and Hyperliquid
 * whale positions (whales, whales/{coin}), each fed by a snapshot poller; a third poller reads
 * Hyperliquid's leaderboard for the whale accounts to track.
 */
public final class DerivsFamily implements Family {
  public static final String DERIBIT = "deribit-options";
  public static final String HYPERLIQUID = "hyperliquid-whales";
  public static final String LEADERBOARD = "hyperliquid-leaderboard";

  private static final List<String> DEMO_ACCOUNTS = List.of("0x00000000000000000000000000000000000d3a01",
      "0x00000000000000000000000000000000000d3a02");

  private DerivsSettings settings = DerivsSettings.DEFAULTS;

  @Override
  public String name() {
    return "derivs";
  }

  @Override
  public void configure(AppConfig config) {
    settings = DerivsSettings.from(config.raw());
  }

  public DerivsSettings settings() {
    return settings;
  }

  @Override
  public List<Dataset> datasets() {
    // whales before whales/{coin}: its /csv route must be mounted first
    return List.of(OptionsDataset.declaration(settings.optionCurrencies(), settings::knowsCurrency), WhalesDataset.all(), WhalesDataset.byCoin());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    List<FileKind<?>> kinds = new ArrayList<>(OptionsKinds.all());
    kinds.addAll(WhalesKinds.all(settings.whaleLeaderboard()));
    return kinds;
  }

  /** The option chains with their partition keeper, the leaderboard, then the tracked whales (which read its picks). */
  @Override
  public List<Upstream> upstreams(AppConfig config) {
    boolean withLeaderboard = config.upstream(LEADERBOARD).enabled();
    return List.of(
        Upstream.of(DERIBIT, this::deribitPoller).feeding("options")
            .deploysBeside(pool -> new PartitionKeeper("options-partitions", pool, Duration.ofHours(6),
                List.of(OptionsWriters.QUOTE_PARTITIONS))),
        Upstream.of(LEADERBOARD, this::leaderboardPoller).feeding("whales", "whales-coin"),
        Upstream.of(HYPERLIQUID, (cfg, pool, clock) -> hyperliquidPoller(cfg, pool, clock, withLeaderboard))
            .feeding("whales", "whales-coin"));
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    return Upstream.deployables(upstreams(config), config, pool, clock);
  }

  /** The whale poller over the configured accounts, plus the leaderboard picks when that option is on. */
  public SnapshotPoller hyperliquidPoller(UpstreamConfig cfg, Pool pool, Clock clock, boolean withLeaderboard) {
    return new TrackedWhalesPoller(cfg, pool, clock, new TrackedAccounts(settings.whaleAddresses(), withLeaderboard));
  }

  /** One GET of the whole leaderboard (baseUrl + pathTemplate) per poll, ranked by the configured criterion. */
  public SnapshotPoller leaderboardPoller(UpstreamConfig cfg, Pool pool, Clock clock) {
    FileKind<LeaderboardSnapshot> kind = WhalesKinds.leaderboard(settings.whaleLeaderboard());
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> HyperliquidDocuments.leaderboard(c, now, kind));
  }

  public SnapshotPoller deribitPoller(UpstreamConfig cfg, Pool pool, Clock clock) {
    List<String> currencies = settings.optionCurrencies();
    return new SnapshotPoller(cfg, pool, clock, (c, now) -> DeribitDocuments.due(c, now, currencies));
  }

  @Override
  public List<DemoFile> demoFiles() {
    List<DemoFile> files = new ArrayList<>();
    for (String c : List.of("BTC", "ETH")) {
      files.add(new DemoFile("options", "demo/derivs/index_price." + c + ".20261120T120000Z.json"));
      files.add(new DemoFile("options", "demo/derivs/book_summary." + c + ".20261120T120000Z.json"));
      files.add(new DemoFile("options", "demo/derivs/dvol." + c + ".20261120T120000Z.json"));
    }
    files.add(new DemoFile("whales", "demo/derivs/leaderboard.20261120T000000Z.json"));
    files.add(new DemoFile("whales", "demo/derivs/metaAndAssetCtxs.20261120T120000Z.json"));
    for (String t : List.of("20261120T115800Z", "20261120T115900Z", "20261120T120000Z")) {
      for (String a : DEMO_ACCOUNTS) {
        files.add(new DemoFile("whales", "demo/derivs/clearinghouseState." + a + "." + t + ".json"));
      }
    }
    return files;
  }
}
