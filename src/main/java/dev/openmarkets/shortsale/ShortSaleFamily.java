package dev.openmarkets.shortsale;

import dev.openmarkets.config.AppConfig;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import dev.openmarkets.ingest.Due;
import dev.openmarkets.ingest.FileKind;
import dev.openmarkets.ingest.Schedules;
import dev.openmarkets.ingest.poll.DatedFilePoller;
import dev.openmarkets.ingest.poll.Upstream;
import io.vertx.core.Deployable;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The short-sale family: short interest, short volume, fails-to-deliver and the threshold lists,
 * with the upstream file kinds that feed them and one poller per upstream.
 */
public final class ShortSaleFamily implements Family {
  private static final Pattern DATE8 = Pattern.compile("(\\d{8})");
  private static final Pattern DASHED = Pattern.compile("(\\d{4}-\\d{2}-\\d{2})");
  private static final Pattern HALF = Pattern.compile("(\\d{6})([ab])");

  static final FileKind<ShortVolumeRow> SHORT_VOLUME = FileKind.forDataset("short-volume")
      .source("finra-short-volume")
      .writer(ShortSaleWriters.SHORT_VOLUME)
      .parser(name -> new ShortVolumeParser())
      .fileDate(ShortSaleFamily::dateInName)
      .build();
  static final FileKind<ShortInterestRow> SHORT_INTEREST = FileKind.forDataset("short-interest")
      .source("finra-short-interest")
      .writer(ShortSaleWriters.SHORT_INTEREST)
      .parser(name -> new ShortInterestParser())
      .fileDate(ShortSaleFamily::dateInName)
      .build();
  static final FileKind<FailsToDeliverRow> FAILS = FileKind.forDataset("fails-to-deliver")
      .source("sec-fails-to-deliver")
      .writer(ShortSaleWriters.FAILS_TO_DELIVER)
      .parser(name -> new FailsToDeliverParser())
      .fileDate(ShortSaleFamily::halfInName)
      .build();

  static FileKind<ThresholdRow> threshold(String market) {
    return FileKind.forDataset("threshold-list")
        .source(market + "-threshold")
        .names(name -> market.equals(marketOfName(name)))
        .writer(ShortSaleWriters.THRESHOLD_LIST)
        .parser(name -> new ThresholdListParser())
        .fileDate(ShortSaleFamily::dateInName)
        .build();
  }

  /** Files `import` cannot attribute to a market by name: the parser reads the header. */
  static final FileKind<ThresholdRow> THRESHOLD_ANY = FileKind.forDataset("threshold-list")
      .source("threshold-import")
      .writer(ShortSaleWriters.THRESHOLD_LIST)
      .parser(name -> new ThresholdListParser())
      .fileDate(ShortSaleFamily::dateInName)
      .build();

  /** Where short-volume's history window ends by default ("today"); tests pin it. */
  private final Clock clock;

  public ShortSaleFamily() {
    this(Clock.systemUTC());
  }

  public ShortSaleFamily(Clock clock) {
    this.clock = clock;
  }

  @Override
  public String name() {
    return "shortsale";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(ShortInterestDataset.declaration(), ShortVolumeDataset.declaration(clock),
        FailsToDeliverDataset.declaration(), ThresholdListDataset.declaration());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(SHORT_VOLUME, SHORT_INTEREST, FAILS, threshold("nasdaq"), threshold("nyse"), threshold("cboe"),
        THRESHOLD_ANY);
  }

  @Override
  public List<Upstream> upstreams(AppConfig config) {
    List<Upstream> out = new ArrayList<>(List.of(
        datedFile("finra-short-volume", SHORT_VOLUME, Schedules.weekdays(),
            d -> "CNMSshvol" + DateTimeFormatter.BASIC_ISO_DATE.format(d.date()) + ".txt"),
        datedFile("finra-short-interest", SHORT_INTEREST, Schedules.midAndMonthEnd(),
            d -> "shrt" + DateTimeFormatter.BASIC_ISO_DATE.format(d.date()) + ".csv"),
        datedFile("sec-fails-to-deliver", FAILS, Schedules.halfMonths(), d -> d.fill("cnsfails{yyyyMM}{half}.zip"))));
    for (String market : List.of("nasdaq", "nyse", "cboe")) {
      out.add(datedFile(market + "-threshold", threshold(market), Schedules.weekdays(),
          d -> market + "th" + DateTimeFormatter.BASIC_ISO_DATE.format(d.date()) + ".txt"));
    }
    return out;
  }

  public List<Deployable> pollers(AppConfig config, Pool pool, Clock clock) {
    return Upstream.deployables(upstreams(config), config, pool, clock);
  }

  private static Upstream datedFile(String upstream, FileKind<?> kind, Schedules.Schedule schedule,
      Function<Due, String> name) {
    return Upstream.of(upstream, (cfg, pool, clock) -> {
      DatedFilePoller p = new DatedFilePoller(cfg, kind, schedule, name, pool, clock);
      if (cfg.name().equals("nyse-threshold")) {
        // NYSE answers a date it has not published (today, always) with 200, the header and a timestamp
        p.provisionalWhen(ThresholdListParser::isPlaceholder);
      }
      if (cfg.name().equals("sec-fails-to-deliver") && !cfg.pathTemplate().contains("{")) {
        // the SEC's zips move between paths: their URLs come from its page (a template without
        // date tokens is that page; one with them builds each name, e.g. for a mirror)
        p.linkedFrom(FailsToDeliverPage::links);
      }
      return p;
    }).feeding(kind.dataset());
  }

  @Override
  public List<DemoFile> demoFiles() {
    List<DemoFile> files = new ArrayList<>();
    for (String d : List.of("20261116", "20261117", "20261118", "20261119", "20261120")) {
      files.add(new DemoFile("short-volume", "demo/finra/CNMSshvol" + d + ".txt"));
    }
    files.add(new DemoFile("short-interest", "demo/finra/shrt20261031.csv"));
    files.add(new DemoFile("short-interest", "demo/finra/shrt20261114.csv"));
    files.add(new DemoFile("fails-to-deliver", "demo/sec/cnsfails202610b.txt"));
    files.add(new DemoFile("fails-to-deliver", "demo/sec/cnsfails202611a.txt"));
    for (String m : List.of("nasdaq", "nyse", "cboe")) {
      files.add(new DemoFile("threshold-list", "demo/threshold/" + m + "th20261120.txt"));
    }
    return files;
  }

  static String marketOfName(String fileName) {
    String n = fileName.toLowerCase();
    int slash = n.lastIndexOf('/');
    n = slash >= 0 ? n.substring(slash + 1) : n;
    if (n.startsWith("nasdaqth")) {
      return "nasdaq";
    }
    if (n.contains("nyse")) {
      return "nyse";
    }
    return n.contains("cboe") || n.contains("bats") || n.startsWith("bzx") ? "cboe" : null;
  }

  /** The date a file name stands for (CNMSshvol20261120.txt, nyseth2026-11-20.txt), or null. */
  static LocalDate dateInName(String fileName) {
    Matcher m = DATE8.matcher(fileName);
    if (m.find()) {
      try {
        return LocalDate.parse(m.group(1), DateTimeFormatter.BASIC_ISO_DATE);
      } catch (RuntimeException e) {
        return null;
      }
    }
    Matcher d = DASHED.matcher(fileName);
    return d.find() ? LocalDate.parse(d.group(1)) : null;
  }

  /** cnsfails202106a -> 2021-06-01, ...b -> 2021-06-16; null for other names. */
  static LocalDate halfInName(String fileName) {
    Matcher m = HALF.matcher(fileName);
    if (!m.find()) {
      return null;
    }
    LocalDate first = LocalDate.parse(m.group(1) + "01", DateTimeFormatter.BASIC_ISO_DATE);
    return m.group(2).equals("a") ? first : first.withDayOfMonth(16);
  }
}
