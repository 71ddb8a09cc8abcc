package dev.openmarkets.gov;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.gov.auctions.AuctionRow;
import dev.openmarkets.gov.auctions.AuctionWriter;
import dev.openmarkets.gov.auctions.TreasuryAuctionParser;
import dev.openmarkets.gov.auctions.TreasuryAuctionPoller;
import dev.openmarkets.gov.auctions.TreasuryAuctionsDataset;
import dev.openmarkets.gov.contracts.ContractAction;
import dev.openmarkets.gov.contracts.ContractActionParser;
import dev.openmarkets.gov.contracts.ContractActionPoller;
import dev.openmarkets.gov.contracts.ContractMatchesDataset;
import dev.openmarkets.gov.contracts.ContractWriters;
import dev.openmarkets.gov.contracts.FederalContractsDataset;
import dev.openmarkets.gov.contracts.RecipientProfile;
import dev.openmarkets.gov.contracts.RecipientProfileParser;
import dev.openmarkets.gov.contracts.RecipientProfilePoller;
import dev.openmarkets.gov.contracts.TickerOverrides;
import dev.openmarkets.ingest.FileKind;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The government family: Treasury auctions (TreasuryDirect, Fiscal Data), federal contract actions
 * (USAspending) and the economic release calendar, with their file kinds and one poller per upstream.
 */
public final class GovFamily implements Family {
  private static final Pattern DASHED = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})");

  public static final FileKind<AuctionRow> TREASURY_AUCTIONS = new FileKind<>("treasury-auctions", "treasurydirect",
      name -> true, name -> new TreasuryAuctionParser(), new AuctionWriter(), GovFamily::dateInName);

  public static final FileKind<ContractAction> CONTRACT_ACTIONS = new FileKind<>("federal-contracts", "usaspending",
      name -> true, name -> new ContractActionParser(), ContractWriters.ACTIONS, GovFamily::dateInName);
  public static final FileKind<RecipientProfile> RECIPIENT_PROFILES = new FileKind<>("federal-contract-matches",
      "usaspending-recipients", name -> true, name -> new RecipientProfileParser(), ContractWriters.RECIPIENTS,
      name -> null);

  /** "Today" of the windowed datasets under --demo: the bundled samples are dated around it. */
  static final Clock DEMO_CLOCK = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

  private TickerOverrides overrides = TickerOverrides.NONE;
  private Clock clock = Clock.systemUTC();

  @Override
  public void configure(AppConfig config) {
    overrides = TickerOverrides.from(extra(config, "usaspending").getJsonObject("tickerOverrides"));
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
        ContractMatchesDataset.declaration(overrides, clock));
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(TREASURY_AUCTIONS, CONTRACT_ACTIONS, RECIPIENT_PROFILES);
  }

  @Override
  public List<Deployable> pollers(AppConfig config, Pool pool) {
    return pollers(config, pool, Clock.systemUTC());
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    List<Deployable> out = new ArrayList<>();
    UpstreamConfig td = config.upstream("treasurydirect");
    if (td.enabled()) {
      out.add(new TreasuryAuctionPoller(td, TREASURY_AUCTIONS, extra(config, "treasurydirect")
          .getInteger("backfillFromYear", 2010), pool, clock));
    }
    UpstreamConfig usa = config.upstream("usaspending");
    if (usa.enabled()) {
      out.add(new ContractActionPoller(usa, CONTRACT_ACTIONS, extra(config, "usaspending").getInteger("maxPages", 500),
          pool, clock));
    }
    UpstreamConfig rec = config.upstream("usaspending-recipients");
    if (rec.enabled()) {
      out.add(new RecipientProfilePoller(rec, RECIPIENT_PROFILES,
          extra(config, "usaspending-recipients").getInteger("batch", 50), pool));
    }
    return out;
  }

  @Override
  public List<DemoFile> demoFiles() {
    return List.of(new DemoFile("treasury-auctions", "demo/gov/treasurydirect-auctioned.json"),
        new DemoFile("treasury-auctions", "demo/gov/treasurydirect-announced.json"),
        new DemoFile("federal-contracts", "demo/gov/usaspending-transactions.json"),
        new DemoFile("federal-contract-matches", "demo/gov/usaspending-recipient.json"));
  }

  /** The upstream's own JSON object in the configuration, for settings beyond UpstreamConfig's. */
  static JsonObject extra(AppConfig config, String upstream) {
    JsonObject ups = config.raw().getJsonObject("upstreams", new JsonObject());
    return ups.getJsonObject(upstream, new JsonObject());
  }

  /** The date in a file name (announced-2026-11-23.json), or null. */
  static LocalDate dateInName(String fileName) {
    Matcher m = DASHED.matcher(fileName);
    try {
      return m.find() ? LocalDate.parse(m.group(1)) : null;
    } catch (RuntimeException e) {
      return null;
    }
  }
}
