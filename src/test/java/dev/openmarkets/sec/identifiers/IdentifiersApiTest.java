package dev.openmarkets.sec.identifiers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.testing.Fixtures;
import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * identifiers?ticker=|cik=&asOf= over real submissions JSON (Apple's and Tesla's renames, with the
 * intervals EDGAR states) and over a ticker map loaded twice with a ticker moved from one CIK to
 * another between the loads: each moment names the company of that moment. The fixtures are read
 * in place; their tests skip when the folder is absent.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("sec_identifiers")
class IdentifiersApiTest {
  private TestServer server;

  private FileOutcome loadSubmissions(String name) throws Exception {
    return Ingest.load(server, "sec-filings", new UpstreamFile(name, Fixtures.bytes("sec", "submissions", name)));
  }

  private static String tickers(String... entries) {
    StringBuilder json = new StringBuilder("{");
    for (int i = 0; i < entries.length; i++) {
      json.append(i == 0 ? "" : ",").append('"').append(i).append("\":").append(entries[i]);
    }
    return json.append('}').toString();
  }

  private static String entry(long cik, String ticker, String title) {
    return "{\"cik_str\":" + cik + ",\"ticker\":\"" + ticker + "\",\"title\":\"" + title + "\"}";
  }

  private JsonArray data(String query) throws Exception {
    return server.json("/api/markets/identifiers?" + query).getJsonArray("data");
  }

  /** The values of the rows of one kind, in answer order. */
  private static List<String> values(JsonArray rows, String kind) {
    List<String> out = new ArrayList<>();
    rows.stream().map(JsonObject.class::cast).filter(r -> r.getString("kind").equals(kind))
        .forEach(r -> out.add(r.getString("value")));
    return out;
  }

  @Test
  void appleIsApppleComputerIn2005AndAppleIncIn2010() throws Exception {
    FileOutcome first = loadSubmissions("CIK0000320193.json");
    assertTrue(first.loaded(), first.describe());
    assertEquals(List.of("APPLE COMPUTER INC"), values(data("cik=0000320193&asOf=2005-01-01"), "name"));
    assertEquals(List.of("APPLE INC"), values(data("cik=320193&asOf=2010-01-01"), "name"));
    assertEquals(List.of("Apple Inc."), values(data("cik=320193&asOf=2020-01-01"), "name"));
    // the one-day former name overlaps the other on its day
    assertEquals(List.of("APPLE COMPUTER INC", "APPLE COMPUTER INC/ FA"),
        values(data("cik=320193&asOf=1997-07-28T12:00:00Z"), "name"));

    // without asOf: every name with the interval EDGAR states; the current one from where the last ended
    JsonArray all = data("cik=320193");
    assertEquals(List.of("APPLE COMPUTER INC", "APPLE COMPUTER INC/ FA", "APPLE INC", "Apple Inc."), values(all, "name"));
    JsonObject current = all.getJsonObject(3);
    assertEquals("2019-08-05T00:00:00Z", current.getString("from"));
    assertEquals(null, current.getString("to"));
    assertEquals("submissions", current.getString("source"));
    assertEquals(current.getString("from"), current.getString("knownAt"));
    JsonObject computer = all.getJsonObject(0);
    assertEquals("1994-01-26T00:00:00Z", computer.getString("from"));
    assertEquals("2007-01-04T00:00:00Z", computer.getString("to"));
    assertEquals("1997-07-29T00:00:00Z", all.getJsonObject(1).getString("to"));

    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM sec_identifiers WHERE cik = '0000320193'"
        + " AND file_id IS NULL"), "every name names its load");
    // the same file again changes nothing
    long versions = TestDb.count(server.db, "SELECT count(*) FROM sec_identifiers WHERE cik = '0000320193'");
    FileOutcome again = loadSubmissions("CIK0000320193.json");
    assertEquals(0, again.counts().inserted() + again.counts().deleted(), again.describe());
    assertEquals(versions, TestDb.count(server.db, "SELECT count(*) FROM sec_identifiers WHERE cik = '0000320193'"));
  }

  @Test
  void teslaIsTeslaMotorsUntil2017() throws Exception {
    assertTrue(loadSubmissions("CIK0001318605.json").loaded());
    assertEquals(List.of("TESLA MOTORS INC"), values(data("cik=1318605&asOf=2010-06-29"), "name"));
    assertEquals(List.of("TESLA MOTORS INC"), values(data("cik=1318605&asOf=2016-12-31"), "name"));
    // "to" is kept as stated, 2017-01-27T00:00:00.000Z: the evening of the 26th in New York
    assertEquals(List.of("TESLA MOTORS INC"), values(data("cik=1318605&asOf=2017-01-26T23:59:59.999Z"), "name"));
    assertEquals(List.of("Tesla, Inc."), values(data("cik=1318605&asOf=2017-01-27T00:00:00Z"), "name"));
    assertEquals(List.of("Tesla, Inc."), values(data("cik=1318605&asOf=2017-01-26"), "name"));
  }

  @Test
  void aTickerThatMovedNamesTheCompanyOfEachMoment() throws Exception {
    FileOutcome one = Ingest.load(server, "sec-tickers", "company_tickers.json", tickers(
        entry(9000001, "MOVD", "OLD HOLDER CORP"), entry(9000002, "STAY", "NEW HOLDER INC")));
    assertEquals(2, one.counts().inserted(), one.describe());
    JsonObject before = data("ticker=movd").getJsonObject(0);
    assertEquals("0009000001", before.getString("cik"));
    Instant t1 = Instant.parse(before.getString("knownAt"));
    Thread.sleep(20);
    // the next file moves MOVD to the other company, behind its own ticker
    FileOutcome two = Ingest.load(server, "sec-tickers", "company_tickers.json", tickers(
        entry(9000002, "STAY", "NEW HOLDER INC"), entry(9000002, "MOVD", "NEW HOLDER INC")));
    assertEquals(1, two.counts().inserted(), two.describe());
    assertEquals(1, two.counts().deleted(), two.describe());

    JsonArray history = data("ticker=MOVD");
    assertEquals(3, history.size(), history.encodePrettily());
    JsonObject closed = history.getJsonObject(0);
    assertEquals(List.of("0009000001", "MOVD", before.getString("knownAt")),
        List.of(closed.getString("cik"), closed.getString("value"), closed.getString("from")));
    Instant t2 = Instant.parse(closed.getString("to"));
    assertTrue(t2.isAfter(t1.plusMillis(19)), t1 + " " + t2);
    JsonObject moved = history.stream().map(JsonObject.class::cast)
        .filter(r -> r.getString("cik").equals("0009000002") && r.getString("value").equals("MOVD")).findFirst().orElseThrow();
    assertEquals(t2.toString(), Instant.parse(moved.getString("from")).toString(), "starts where the old one ends");

    assertEquals(List.of("0009000001 OLD HOLDER CORP"), tickerOwners("MOVD", t1));
    assertEquals(List.of("0009000001 OLD HOLDER CORP"), tickerOwners("MOVD", t2.minusMillis(1)));
    assertEquals(List.of("0009000002 NEW HOLDER INC"), tickerOwners("MOVD", t2));
    // the current map (sec_tickers, which every other SEC dataset reads) has it on the new CIK only
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM sec_tickers WHERE ticker = 'MOVD' AND cik = '0009000002'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM sec_tickers WHERE ticker = 'MOVD'"));
    // STAY moved from the file's second place to its first: its place follows, and is no new version
    assertEquals(0, TestDb.count(server.db, "SELECT position FROM sec_tickers WHERE ticker = 'STAY'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM sec_identifiers WHERE value = 'STAY'"));
    // and as of a moment, for SQL that resolves a ticker as of asOf
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM sec_tickers_at('" + t1 + "')"
        + " WHERE ticker = 'MOVD' AND cik = '0009000001'"));
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM sec_tickers_at('" + t2 + "')"
        + " WHERE ticker = 'MOVD' AND cik = '0009000002'"));

    // the close is a revision, listed with the file that made it
    JsonArray revisions = server.json("/api/markets/identifiers/revisions?symbol=MOVD").getJsonArray("data");
    assertEquals(1, revisions.size(), revisions.encode());
    JsonObject revision = revisions.getJsonObject(0);
    assertEquals(new JsonObject().put("kind", "ticker").put("ticker", "MOVD").put("cik", "0009000001"),
        revision.getJsonObject("key"));
    assertEquals(List.of("title", "OLD HOLDER CORP", "sec-tickers/company_tickers.json", t2.toString()),
        Arrays.asList(revision.getString("field"), revision.getString("previous"), revision.getString("source"),
            Instant.parse(revision.getString("knownAt")).toString()));
    assertEquals(null, revision.getString("new"));
    assertEquals(0, TestDb.count(server.db, "SELECT count(*) FROM sec_identifiers WHERE cik LIKE '000900000%'"
        + " AND file_id IS NULL"), "every version names its load");

    // the same file again changes nothing
    FileOutcome again = Ingest.load(server, "sec-tickers", "company_tickers.json", tickers(
        entry(9000002, "STAY", "NEW HOLDER INC"), entry(9000002, "MOVD", "NEW HOLDER INC")));
    assertEquals(2, again.counts().unchanged(), again.describe());
    assertEquals(3, TestDb.count(server.db, "SELECT count(*) FROM sec_identifiers WHERE cik LIKE '000900000%'"));
  }

  @Test
  void metaMovedFromMetaMaterialsToMetaPlatformsInTheRealMap() throws Exception {
    // the real map as it was before 2022 for these two: Meta Platforms traded as FB, META was Meta Materials'
    String real = new String(Fixtures.bytes("sec", "company_tickers.json"), StandardCharsets.UTF_8);
    String meta = "{\"cik_str\":1326801,\"ticker\":\"META\",\"title\":\"Meta Platforms, Inc.\"}";
    assertTrue(real.contains(meta), "the fixture lists META under Meta Platforms");
    String before = real.replace(meta, "{\"cik_str\":1326801,\"ticker\":\"FB\",\"title\":\"Meta Platforms, Inc.\"}")
        .replaceFirst("}$", ",\"1500\":" + entry(1431959, "META", "Meta Materials Inc.") + "}");
    FileOutcome first = Ingest.load(server, "sec-tickers", "company_tickers.json", before);
    assertEquals(1501, first.counts().total(), first.describe());
    Instant t1 = Instant.parse(data("ticker=FB").getJsonObject(0).getString("knownAt"));
    Thread.sleep(20);
    FileOutcome now = Ingest.load(server, "sec-tickers", "company_tickers.json", real);
    assertEquals(List.of(1500, 1, 0, 1499, 2), List.of(now.counts().total(), now.counts().inserted(),
        now.counts().updated(), now.counts().unchanged(), now.counts().deleted()), now.describe());
    Instant t2 = Instant.parse(data("cik=1326801&asOf=" + Instant.now()).getJsonObject(0).getString("from"));

    assertEquals(List.of("0001431959 Meta Materials Inc."), tickerOwners("META", t1));
    assertEquals(List.of("0001431959 Meta Materials Inc."), tickerOwners("META", t2.minusMillis(1)));
    assertEquals(List.of("0001326801 Meta Platforms, Inc."), tickerOwners("META", t2));
    assertEquals(List.of("0001326801 Meta Platforms, Inc."), tickerOwners("FB", t1));
    assertEquals(List.of(), tickerOwners("FB", t2), "FB is no ticker once the map drops it");
    assertEquals(List.of("ticker FB", "ticker META"), data("cik=1326801").stream().map(JsonObject.class::cast)
        .map(r -> r.getString("kind") + " " + r.getString("value")).toList());
    // the same real map again changes nothing
    FileOutcome again = Ingest.load(server, "sec-tickers", "company_tickers.json", real);
    assertEquals(1500, again.counts().unchanged(), again.describe());
  }

  /** "cik title" of the ticker rows of a ticker in force at the moment. */
  private List<String> tickerOwners(String ticker, Instant at) throws Exception {
    List<String> out = new ArrayList<>();
    data("ticker=" + ticker + "&asOf=" + at).stream().map(JsonObject.class::cast)
        .filter(r -> r.getString("kind").equals("ticker") && r.getString("value").equals(ticker))
        .forEach(r -> out.add(r.getString("cik") + " " + r.getString("title")));
    return out;
  }

  @Test
  void exactlyOneOfTickerAndCikAndUnknownTickersAre404() throws Exception {
    assertEquals(400, server.get("/api/markets/identifiers").statusCode());
    assertEquals(400, server.get("/api/markets/identifiers?ticker=AAPL&cik=320193").statusCode());
    assertEquals(400, server.get("/api/markets/identifiers?cik=APPLE").statusCode());
    assertEquals(404, server.get("/api/markets/identifiers?ticker=NOSUCH").statusCode());
  }
}
