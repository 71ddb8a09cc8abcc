package dev.openmarkets.ingest.poll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.config.AppConfig;
import dev.openmarkets.config.ConfigLoader;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Family;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The link from datasets to the pollers that feed them (each poller's declaration), and the
 * requests a backfill derives from the pollers' own code, without a network.
 */
class PollerFeedsTest {
  private static final AppConfig DEFAULTS = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject());

  private static List<Family> families() {
    List<Family> all = Families.all();
    all.forEach(f -> f.configure(DEFAULTS));
    return all;
  }

  private static Poller poller(String name) {
    for (Family f : families()) {
      for (Poller p : PollerGroup.pollers(f.pollers(DEFAULTS, null))) {
        if (p.name().equals(name)) {
          return p;
        }
      }
    }
    throw new AssertionError("no poller " + name);
  }

  @Test
  void everyDatasetIsFedByADeclaredPollerAndEveryDeclarationNamesADataset() {
    List<Family> families = families();
    Set<String> datasets = Catalog.datasets(families).stream().map(Dataset::name).collect(Collectors.toSet());
    Map<String, List<String>> fed = Catalog.pollersByDataset(families, DEFAULTS);
    assertEquals(new TreeSet<>(datasets), new TreeSet<>(fed.keySet()));
    assertEquals(List.of("finra-short-volume"), fed.get("short-volume"));
    assertEquals(List.of("nasdaq-threshold", "nyse-threshold", "cboe-threshold"), fed.get("threshold-list"));
    assertEquals(List.of("sec-edgar-tickers", "sec-edgar-index", "sec-edgar-filings"), fed.get("insiders"));
    assertEquals(List.of("okx-ws", "gate-ws", "htx-ws"), fed.get("liquidations"));
    assertTrue(fed.get("liquidations").contains("okx-ws"), fed.get("liquidations").toString());
    assertTrue(fed.get("funding-rates").contains("binance"), fed.get("funding-rates").toString());
  }

  @Test
  void theDeclaredFeedsAreThoseOfThePollersTheDeclarationsBuild() {
    JsonObject upstreams = new JsonObject();
    DEFAULTS.upstreams().keySet().forEach(n -> upstreams.put(n, new JsonObject().put("enabled", true)));
    JsonObject off = new JsonObject();
    DEFAULTS.upstreams().keySet().forEach(n -> off.put(n, new JsonObject().put("enabled", false)));
    for (JsonObject choice : List.of(new JsonObject(), upstreams, off)) {
      AppConfig config = ConfigLoader.load(Path.of("none.json"), Map.of(), new JsonObject().put("upstreams", choice));
      for (Family f : Families.all()) {
        f.configure(config);
        Map<String, List<String>> built = new java.util.LinkedHashMap<>(PollerGroup.statusFeeds(f.pollers(config, null)));
        built.values().removeIf(List::isEmpty);
        assertEquals(built, f.feeds(config), f.name());
      }
    }
  }

  @Test
  void datedFileHistoryIsEveryScheduledFileWithThePollersUrlAndName() {
    History h = poller("finra-short-volume").history("short-volume");
    List<Snapshot> r = h.requests(LocalDate.parse("2026-11-13"), LocalDate.parse("2026-11-17"));
    assertEquals(List.of("CNMSshvol20261113.txt", "CNMSshvol20261116.txt", "CNMSshvol20261117.txt"),
        r.stream().map(Snapshot::fileName).toList());
    assertEquals("https://cdn.finra.org/equity/regsho/daily/CNMSshvol20261116.txt", r.get(1).url());
    // longer than one poll's cap of files: the whole range still
    assertEquals(261, h.requests(LocalDate.parse("2025-01-01"), LocalDate.parse("2025-12-31")).size());
    List<Snapshot> halves = poller("sec-fails-to-deliver").history("fails-to-deliver")
        .requests(LocalDate.parse("2025-01-01"), LocalDate.parse("2025-02-20"));
    assertEquals(List.of("cnsfails202501a.zip", "cnsfails202501b.zip", "cnsfails202502a.zip", "cnsfails202502b.zip"),
        halves.stream().map(Snapshot::fileName).toList());
  }

  @Test
  void yearlyUpstreamsGiveOneSetOfFilesPerYear() {
    List<Snapshot> cot = poller("cftc-cot").history("cot").requests(LocalDate.parse("2024-03-01"),
        LocalDate.parse("2025-01-05"));
    assertEquals(List.of("fut_fin_txt_2024.zip", "fut_disagg_txt_2024.zip", "deacot2024.zip", "fut_fin_txt_2025.zip",
        "fut_disagg_txt_2025.zip", "deacot2025.zip"), cot.stream().map(Snapshot::fileName).toList());
    assertEquals("https://www.cftc.gov/files/dea/history/deacot2024.zip", cot.get(2).url());
    List<Snapshot> curve = poller("treasury-yields").history("macro").requests(LocalDate.parse("2023-06-01"),
        LocalDate.parse("2024-02-01"));
    assertEquals(List.of("daily_treasury_yield_curve.2023.csv", "daily_treasury_yield_curve.2024.csv"),
        curve.stream().map(Snapshot::fileName).toList());
    assertEquals(List.of("search-2019.json", "search-2020.json"), poller("treasurydirect").history("treasury-auctions")
        .requests(LocalDate.parse("2019-05-01"), LocalDate.parse("2020-01-01")).stream().map(Snapshot::fileName).toList());
    List<Snapshot> index = poller("sec-edgar-index").history("insiders").requests(LocalDate.parse("2026-11-20"),
        LocalDate.parse("2026-11-23"));
    assertEquals(List.of("https://www.sec.gov/Archives/edgar/daily-index/2026/QTR4/form.20261120.idx",
        "https://www.sec.gov/Archives/edgar/daily-index/2026/QTR4/form.20261123.idx"),
        index.stream().map(Snapshot::url).toList());
    // snapshots of the current state only
    assertNull(poller("deribit-options").history("options"));
    assertNull(poller("binance").history("funding-rates"));
  }
}
