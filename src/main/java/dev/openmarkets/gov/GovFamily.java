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
import dev.openmarkets.gov.calendar.BeaScheduleParser;
import dev.openmarkets.gov.calendar.BlsScheduleParser;
import dev.openmarkets.gov.calendar.BlsSeriesParser;
import dev.openmarkets.gov.calendar.CalendarDataset;
import dev.openmarkets.gov.calendar.CalendarEventSpec;
import dev.openmarkets.gov.calendar.CalendarEvents;
import dev.openmarkets.gov.calendar.CalendarRow;
import dev.openmarkets.gov.calendar.CalendarWriters;
import dev.openmarkets.gov.calendar.CensusCalendarParser;
import dev.openmarkets.gov.calendar.CensusPages;
import dev.openmarkets.gov.calendar.FomcCalendarParser;
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
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.ingest.poll.SnapshotPoller;
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
 * (USAspending) and the economic release calendar (BLS, BEA, Census, FOMC), with their file kinds and one poller per upstream.
 */
public final class GovFamily implements Family {
  private static final Pattern DASHED = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})");

  public static final FileKind<AuctionRow> TREASURY_AUCTIONS = FileKind.forDataset("treasury-auctions")
      .source("treasurydirect")
      .writer(new AuctionWriter())
      .parser(name -> new TreasuryAuctionParser())
      .fileDate(GovFamily::dateInName)
      .build();

  public static final FileKind<ContractAction> CONTRACT_ACTIONS = FileKind.forDataset("federal-contracts")
      .source("usaspending")
      .writer(ContractWriters.ACTIONS)
      .parser(name -> new ContractActionParser())
      .fileDate(GovFamily::dateInName)
      .build();
  public static final FileKind<RecipientProfile> RECIPIENT_PROFILES = FileKind.forDataset("federal-contract-matches")
      .source("usaspending-recipients")
      .writer(ContractWriters.RECIPIENTS)
      .parser(name -> new RecipientProfileParser())
      .build();

  /** "Today" of the windowed datasets under --demo: the bundled samples are dated around it. */
  static final Clock DEMO_CLOCK = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

  private TickerOverrides overrides = TickerOverrides.NONE;
  private CalendarEvents events = CalendarEvents.DEFAULT;
  private Clock clock = Clock.systemUTC();

  @Override
  public void configure(AppConfig config) {
    overrides = TickerOverrides.from(extra(config, "usaspending").getJsonObject("tickerOverrides"));
    events = CalendarEvents.from(extra(config, "bls-schedule"), extra(config, "fomc-calendar"),
        extra(config, "bea-schedule"), extra(config, "census-calendar"));
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
    return List.of(TREASURY_AUCTIONS, CONTRACT_ACTIONS, RECIPIENT_PROFILES, fomcCalendar(), blsSchedule(), blsSeries(),
        beaSchedule(), censusCalendar());
  }

  /** The Fed's FOMC calendar page (any file name containing "fomc"). */
  public FileKind<CalendarRow> fomcCalendar() {
    CalendarEventSpec fomc = events.fomc();
    return FileKind.forDataset("calendar")
        .source("fomc-calendar")
        .names(name -> name.toLowerCase().contains("fomc"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new FomcCalendarParser(fomc))
        .fileDate(GovFamily::dateInName)
        .build();
  }

  /** A BLS release schedule page: a file name with a configured page as a token (cpi.htm, empsit.htm). */
  public FileKind<CalendarRow> blsSchedule() {
    CalendarEvents ev = events;
    return FileKind.forDataset("calendar")
        .source("bls-schedule")
        .names(name -> ev.pageOf(name) != null && name.toLowerCase().matches(".*\\.html?$"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new BlsScheduleParser(CalendarEventSpec.ofPage(ev.bls(), ev.pageOf(name))))
        .fileDate(GovFamily::dateInName)
        .build();
  }

  /** BEA's release schedule as its iCalendar feed (any file name ending .ics). */
  public FileKind<CalendarRow> beaSchedule() {
    CalendarEvents ev = events;
    return FileKind.forDataset("calendar")
        .source("bea-schedule")
        .names(name -> name.toLowerCase().endsWith(".ics"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new BeaScheduleParser(ev.bea()))
        .fileDate(GovFamily::dateInName)
        .build();
  }

  /** The Census economic indicator calendar, list view (a file name containing "census" or "listview"). */
  public FileKind<CalendarRow> censusCalendar() {
    CalendarEvents ev = events;
    return FileKind.forDataset("calendar")
        .source("census-calendar")
        .names(name -> name.toLowerCase().contains("census") || name.toLowerCase().contains("listview"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new CensusCalendarParser(ev.census()))
        .fileDate(GovFamily::dateInName)
        .build();
  }

  /** A BLS public API answer (JSON): the observations the calendar's actuals are read from. */
  public FileKind<BlsSeriesParser.Observation> blsSeries() {
    return FileKind.forDataset("calendar")
        .source("bls-api")
        .names(name -> name.toLowerCase().endsWith(".json"))
        .writer(CalendarWriters.OBSERVATIONS)
        .parser(name -> new BlsSeriesParser())
        .fileDate(GovFamily::dateInName)
        .build();
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
          .getInteger("backfillFromYear", 2010), pool, clock).feeding("treasury-auctions"));
    }
    UpstreamConfig usa = config.upstream("usaspending");
    if (usa.enabled()) {
      out.add(new ContractActionPoller(usa, CONTRACT_ACTIONS, extra(config, "usaspending").getInteger("maxPages", 500),
          pool, clock).feeding("federal-contracts", "federal-contract-matches"));
    }
    UpstreamConfig rec = config.upstream("usaspending-recipients");
    if (rec.enabled()) {
      out.add(new RecipientProfilePoller(rec, RECIPIENT_PROFILES,
          extra(config, "usaspending-recipients").getInteger("batch", 50), pool).feeding("federal-contract-matches"));
    }
    calendarPollers(out, config, pool, clock);
    return out;
  }

  private void calendarPollers(List<Deployable> out, AppConfig config, Pool pool, Clock clock) {
    UpstreamConfig bls = config.upstream("bls-schedule");
    if (bls.enabled()) {
      FileKind<CalendarRow> kind = blsSchedule();
      out.add(new SnapshotPoller(bls, pool, clock, (cfg, now) -> events.pages().stream()
          .map(page -> new Snapshot(cfg.baseUrl() + "/" + page + ".htm", "bls-schedule-" + page + ".htm", kind))
          .toList()).feeding("calendar"));
    }
    UpstreamConfig fomc = config.upstream("fomc-calendar");
    if (fomc.enabled()) {
      FileKind<CalendarRow> kind = fomcCalendar();
      out.add(new SnapshotPoller(fomc, pool, clock, (cfg, now) -> List.of(
          new Snapshot(cfg.baseUrl(), "fomccalendars.htm", kind))).feeding("calendar"));
    }
    UpstreamConfig bea = config.upstream("bea-schedule");
    if (bea.enabled()) {
      FileKind<CalendarRow> kind = beaSchedule();
      out.add(new SnapshotPoller(bea, pool, clock, (cfg, now) -> List.of(
          new Snapshot(cfg.baseUrl(), "bea-schedule.ics", kind))).feeding("calendar"));
    }
    UpstreamConfig census = config.upstream("census-calendar");
    if (census.enabled()) {
      FileKind<CalendarRow> kind = censusCalendar();
      out.add(new SnapshotPoller(census, pool, clock, (cfg, now) -> CensusPages.due(cfg, now, kind))
          .feeding("calendar"));
    }
    UpstreamConfig api = config.upstream("bls-api");
    if (api.enabled()) {
      FileKind<BlsSeriesParser.Observation> kind = blsSeries();
      String key = extra(config, "bls-api").getString("registrationKey", "");
      out.add(new SnapshotPoller(api, pool, clock, (cfg, now) -> events.blsSeries().stream()
          .map(id -> new Snapshot(cfg.baseUrl() + "/" + id + (key.isBlank() ? "" : "?registrationkey=" + key),
              "bls-series-" + id + ".json", kind))
          .toList()).feeding("calendar"));
    }
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
