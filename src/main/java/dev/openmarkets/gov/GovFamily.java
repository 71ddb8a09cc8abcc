package dev.openmarkets.gov;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.gov.auctions.AuctionFileKinds;
import dev.openmarkets.gov.auctions.TreasuryAuctionPoller;
import dev.openmarkets.gov.auctions.TreasuryAuctionsDataset;
import dev.openmarkets.gov.calendar.CalendarDataset;
import dev.openmarkets.gov.calendar.CalendarEvents;
import dev.openmarkets.gov.calendar.CalendarFileKinds;
import dev.openmarkets.gov.calendar.CalendarPollers;
import dev.openmarkets.gov.contracts.ContractActionPoller;
import dev.openmarkets.gov.contracts.ContractFileKinds;
import dev.openmarkets.gov.contracts.ContractMatchesDataset;
import dev.openmarkets.gov.contracts.FederalContractsDataset;
import dev.openmarkets.gov.contracts.RecipientProfilePoller;
import dev.openmarkets.gov.contracts.TickerOverrides;
import dev.openmarkets.gov.upstream.UpstreamExtras;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.poll.Upstream;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * The government family: Treasury auctions (TreasuryDirect, Fiscal Data), federal contract actions
 * (USAspending) and the economic release calendar (BLS, BEA, Census, FOMC). It only wires its
 * bundles (auctions, contracts, calendar) from the configuration; what they share is in upstream.
 */
public final class GovFamily implements Family {
  /** "Today" of the windowed datasets under --demo: the bundled samples are dated around it. */
  static final Clock DEMO_CLOCK = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

  private TickerOverrides overrides = TickerOverrides.NONE;
  private CalendarEvents events = CalendarEvents.DEFAULT;
  private Clock clock = Clock.systemUTC();

  @Override
  public void configure(AppConfig config) {
    overrides = TickerOverrides.from(UpstreamExtras.of(config, "usaspending").getJsonObject("tickerOverrides"));
    events = CalendarEvents.from(UpstreamExtras.of(config, "bls-schedule"), UpstreamExtras.of(config, "fomc-calendar"),
        UpstreamExtras.of(config, "bea-schedule"), UpstreamExtras.of(config, "census-calendar"));
    if (config.demo()) {
      clock = DEMO_CLOCK;
    }
  }

  @Override
  public String name() {
    return "gov";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(TreasuryAuctionsDataset.declaration(), FederalContractsDataset.declaration(overrides, clock),
        ContractMatchesDataset.declaration(overrides, clock), CalendarDataset.declaration(clock));
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    List<FileKind<?>> kinds = new ArrayList<>(List.of(AuctionFileKinds.TREASURY_AUCTIONS,
        ContractFileKinds.CONTRACT_ACTIONS, ContractFileKinds.RECIPIENT_PROFILES));
    kinds.addAll(new CalendarFileKinds(events).all());
    return kinds;
  }

  @Override
  public List<Upstream> upstreams(AppConfig config) {
    List<Upstream> out = new ArrayList<>(List.of(
        Upstream.of("treasurydirect", (cfg, pool, clock) -> new TreasuryAuctionPoller(cfg,
            AuctionFileKinds.TREASURY_AUCTIONS, UpstreamExtras.of(config, "treasurydirect")
                .getInteger("backfillFromYear", 2010), pool, clock))
            .feeding("treasury-auctions"),
        Upstream.of("usaspending", (cfg, pool, clock) -> new ContractActionPoller(cfg, ContractFileKinds.CONTRACT_ACTIONS,
            UpstreamExtras.of(config, "usaspending").getInteger("maxPages", 500), pool, clock))
            .feeding("federal-contracts", "federal-contract-matches"),
        Upstream.of("usaspending-recipients", (cfg, pool, clock) -> new RecipientProfilePoller(cfg,
            ContractFileKinds.RECIPIENT_PROFILES, UpstreamExtras.of(config, "usaspending-recipients")
                .getInteger("batch", 50), pool))
            .feeding("federal-contract-matches")));
    out.addAll(CalendarPollers.upstreams(config, events));
    return out;
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    return Upstream.deployables(upstreams(config), config, pool, clock);
  }

  @Override
  public List<DemoFile> demoFiles() {
    return List.of(new DemoFile("treasury-auctions", "demo/gov/treasurydirect-auctioned.json"),
        new DemoFile("treasury-auctions", "demo/gov/treasurydirect-announced.json"),
        new DemoFile("federal-contracts", "demo/gov/usaspending-transactions.json"),
        new DemoFile("federal-contract-matches", "demo/gov/usaspending-recipient.json"),
        new DemoFile("calendar", "demo/gov/fomccalendars.htm"),
        new DemoFile("calendar", "demo/gov/cpi.htm"),
        new DemoFile("calendar", "demo/gov/empsit.htm"),
        new DemoFile("calendar", "demo/gov/bls-series.json"),
        new DemoFile("calendar", "demo/gov/bea-schedule.ics"),
        new DemoFile("calendar", "demo/gov/census-calendar-listview.html"),
        new DemoFile("fed-liquidity", "demo/gov/fredgraph.A191RL1Q225SBEA.csv"),
        new DemoFile("fed-liquidity", "demo/gov/fredgraph.BOPGSTB.csv"),
        new DemoFile("fed-liquidity", "demo/gov/fredgraph.RSAFS.csv"),
        new DemoFile("fed-liquidity", "demo/gov/fredgraph.HOUST.csv"),
        new DemoFile("fed-liquidity", "demo/gov/fredgraph.ICSA.csv"));
  }
}
