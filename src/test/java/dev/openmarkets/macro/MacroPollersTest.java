package dev.openmarkets.macro;

import static dev.openmarkets.testing.TestAgents.UA;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import dev.openmarkets.config.UpstreamConfig;
import dev.openmarkets.ingest.poll.Snapshot;
import dev.openmarkets.ingest.poll.SnapshotPoller;
import dev.openmarkets.macro.cot.CotSources;
import dev.openmarkets.macro.treasury.MacroSources;
import dev.openmarkets.testing.LocalUpstream;
import dev.openmarkets.testing.Polls;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.UpstreamConfigs;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonObject;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The CFTC and Treasury pollers against a local server serving files in the upstream formats:
 * which documents are due when, the User-Agent, and the rows they load; a 404 shows in /stats.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_pollers")
class MacroPollersTest {
  private TestServer server;
  private LocalUpstream upstream;

  @BeforeAll
  void start() throws Exception {
    upstream = new LocalUpstream();
  }

  @AfterAll
  void stop() throws Exception {
    upstream.close();
  }

  private static byte[] zip(String member, String text) throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bytes)) {
      z.putNextEntry(new ZipEntry(member));
      z.write(text.getBytes(StandardCharsets.ISO_8859_1));
      z.closeEntry();
    }
    return bytes.toByteArray();
  }

  @Test
  void cotDocumentsAreDueOnStartThenAfterTheFridayRelease() {
    CotSources src = new CotSources(MacroKinds.COT, "https://cftc.example/dea/newcot");
    UpstreamConfig cfg = UpstreamConfigs.named("cftc-cot")
        .baseUrl("https://cftc.example/files/dea/history")
        .intervalSeconds(21600)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .build();
    List<Snapshot> first = src.apply(cfg, Instant.parse("2026-11-18T10:00:00Z"));
    assertEquals(List.of("https://cftc.example/files/dea/history/fut_fin_txt_2026.zip",
        "https://cftc.example/files/dea/history/fut_disagg_txt_2026.zip",
        "https://cftc.example/files/dea/history/deacot2026.zip"), first.stream().map(Snapshot::url).toList());
    assertEquals(0, src.apply(cfg, Instant.parse("2026-11-18T16:00:00Z")).size());
    assertEquals(0, src.apply(cfg, Instant.parse("2026-11-20T19:00:00Z")).size());
    // after the release: the header-less weekly files, not the yearly zips
    assertEquals(List.of("https://cftc.example/dea/newcot/FinFutWk.txt", "https://cftc.example/dea/newcot/f_disagg.txt",
        "https://cftc.example/dea/newcot/deafut.txt"),
        src.apply(cfg, Instant.parse("2026-11-20T19:30:00Z")).stream().map(Snapshot::url).toList());
    assertEquals(3, src.apply(cfg, Instant.parse("2026-11-22T23:00:00Z")).size());
    // Monday still (a holiday-delayed release), Tuesday not
    assertEquals(3, src.apply(cfg, Instant.parse("2026-11-23T20:30:00Z")).size());
    assertEquals(0, src.apply(cfg, Instant.parse("2026-11-24T00:30:00Z")).size());
    // a start in early January: last year's zips too
    assertEquals(6, new CotSources(MacroKinds.COT, "https://cftc.example/dea/newcot")
        .apply(cfg, Instant.parse("2027-01-08T20:00:00Z")).size());
  }

  @Test
  void cotPollLoadsTheYearlyZipsOfEachKind() throws Exception {
    String tff = "\"Market_and_Exchange_Names\",\"Report_Date_as_YYYY-MM-DD\",\"CFTC_Contract_Market_Code\","
        + "\"CFTC_Market_Code\",\"Open_Interest_All\",\"Dealer_Positions_Long_All\",\"Dealer_Positions_Short_All\","
        + "\"Asset_Mgr_Positions_Long_All\",\"Asset_Mgr_Positions_Short_All\",\"Lev_Money_Positions_Long_All\","
        + "\"Lev_Money_Positions_Short_All\",\"Other_Rept_Positions_Long_All\",\"Other_Rept_Positions_Short_All\","
        + "\"NonRept_Positions_Long_All\",\"NonRept_Positions_Short_All\",\"CFTC_SubGroup_Code\",\"FutOnly_or_Combined\"\r\n"
        + "\"SWISS FRANC - CHICAGO MERCANTILE EXCHANGE\",2026-11-17,092741,CME ,   50000,1,2,3,4,   9000,   4000,5,6,7,8,"
        + "\"F10\",\"FutOnly\"\r\n";
    String dis = "\"Market_and_Exchange_Names\",\"Report_Date_as_YYYY-MM-DD\",\"CFTC_Contract_Market_Code\","
        + "\"CFTC_Market_Code\",\"Open_Interest_All\",\"Prod_Merc_Positions_Long_All\",\"Prod_Merc_Positions_Short_All\","
        + "\"Swap_Positions_Long_All\",\"Swap__Positions_Short_All\",\"M_Money_Positions_Long_All\","
        + "\"M_Money_Positions_Short_All\",\"Other_Rept_Positions_Long_All\",\"Other_Rept_Positions_Short_All\","
        + "\"NonRept_Positions_Long_All\",\"NonRept_Positions_Short_All\",\"CFTC_SubGroup_Code\",\"FutOnly_or_Combined\"\r\n"
        + "\"SILVER - COMMODITY EXCHANGE INC.\",2026-11-17,084691,CMX ,  150000,1,2,3,4,  30000,  10000,5,6,7,8,"
        + "\"N20\",\"FutOnly\"\r\n";
    upstream.serve("/dea/fut_fin_txt_2026.zip", zip("FinFutYY.txt", tff));
    upstream.serve("/dea/fut_disagg_txt_2026.zip", zip("f_year.txt", dis));
    UpstreamConfig cfg = UpstreamConfigs.named("cftc-cot")
        .baseUrl(upstream.baseUrl() + "/dea")
        .intervalSeconds(21600)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .build();
    JsonObject status = Polls.once(server, "cftc-cot", new SnapshotPoller(cfg, server.service.pool(),
        Clock.fixed(Instant.parse("2026-11-20T21:00:00Z"), ZoneOffset.UTC), new CotSources(MacroKinds.COT, upstream.baseUrl() + "/newcot")));
    // the legacy zip is not served (403 here): the poll records the failure after loading the others
    assertEquals(1, status.getInteger("consecutive_failures"));
    assertTrue(upstream.seen().stream().allMatch(s -> UA.equals(s.userAgent())));
    assertEquals(5000L, server.json("/api/markets/cot/chf").getJsonArray("data").getJsonObject(0).getLong("specNet"));
    assertEquals(20000L, server.json("/api/markets/cot/silver").getJsonArray("data").getJsonObject(0).getLong("specNet"));
  }

  @Test
  void treasuryPollFetchesTheCurrentYearsCurve() throws Exception {
    String path = "/csv/2026/all?type=daily_treasury_yield_curve&field_tdr_date_value=2026&page&_format=csv";
    upstream.serve(path, "Date,\"1 Mo\",\"2 Yr\",\"10 Yr\"\r\n11/20/2026,3.87,3.36,3.97\r\n".getBytes(StandardCharsets.US_ASCII));
    UpstreamConfig cfg = UpstreamConfigs.named("treasury-yields")
        .baseUrl(upstream.baseUrl() + "/csv")
        .intervalSeconds(21600)
        .timeoutSeconds(5)
        .backfillDays(0)
        .userAgent(UA)
        .path("/{yyyy}/all?type=daily_treasury_yield_curve&field_tdr_date_value={yyyy}&page&_format=csv")
        .build();
    JsonObject status = Polls.once(server, "treasury-yields", new SnapshotPoller(cfg, server.service.pool(),
        Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC), MacroSources.treasury(MacroKinds.YIELD_CURVE)));
    assertEquals(0, status.getInteger("consecutive_failures"));
    JsonObject spread = server.json("/api/markets/macro?series=ust-10y-2y&to=2026-11-21").getJsonArray("data").getJsonObject(0);
    assertEquals("0.61", spread.getString("value"));
    List<Snapshot> llama = MacroSources.stablecoins(MacroKinds.STABLECOINS).apply(
        UpstreamConfigs.named("defillama-stablecoins")
            .baseUrl("https://stablecoins.llama.fi")
            .intervalSeconds(21600)
            .timeoutSeconds(5)
            .backfillDays(0)
            .userAgent(UA)
            .build(),
        Instant.parse("2026-11-21T12:00:00Z"));
    assertEquals(List.of("https://stablecoins.llama.fi/stablecoincharts/all",
        "https://stablecoins.llama.fi/stablecoincharts/all?stablecoin=1",
        "https://stablecoins.llama.fi/stablecoincharts/all?stablecoin=2"), llama.stream().map(Snapshot::url).toList());
  }
}
