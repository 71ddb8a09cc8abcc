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
import dev.openmarkets.ingest.FileKind;
import io.vertx.core.Deployable;
import io.vertx.core.json.JsonObject;
import io.vertx.sqlclient.Pool;
import java.time.Clock;
import java.time.LocalDate;
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

  @Override
  public String name() {
    return "gov";
  }

  @Override
  public List<Dataset> datasets() {
    return List.of(TreasuryAuctionsDataset.declaration());
  }

  @Override
  public List<FileKind<?>> fileKinds() {
    return List.of(TREASURY_AUCTIONS);
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
    return out;
  }

  @Override
  public List<DemoFile> demoFiles() {
    return List.of(new DemoFile("treasury-auctions", "demo/gov/treasurydirect-auctioned.json"),
        new DemoFile("treasury-auctions", "demo/gov/treasurydirect-announced.json"));
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
