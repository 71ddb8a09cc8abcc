package dev.openmarkets.sec.api;

import static dev.openmarkets.sec.api.EdgarReplayUpstream.accepted;
import static dev.openmarkets.sec.api.EdgarReplayUpstream.acceptedAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.sec.api.EdgarReplayUpstream.Listed;
import dev.openmarkets.testing.Replays;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.time.temporal.IsoFields;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * 13F replay through the real pollers (issue 37, "Replay"): a local www.sec.gov lists a tracked
 * manager's 13F-HR for the quarter (and the one before), then its 13F-HR/A NEW HOLDINGS, then its
 * 13F-HR/A RESTATEMENT, each accepted after the answers before it were recorded. The answers of
 * funds (the list, and by ticker) and funds/{slug} recorded after each poll are given back byte
 * for byte by asOf that moment afterwards.
 */
@Tag("db")
class FundsReplayTest {
  private static final String CIK = "0000000701";
  private static final String PREVIOUS = "0000000701-26-000011";
  private static final String ORIGINAL = "0000000701-26-000012";
  private static final String NEW_HOLDINGS = "0000000701-26-000013";
  private static final String RESTATEMENT = "0000000701-26-000014";
  private static final List<String> QUERIES = List.of("/api/markets/funds", "/api/markets/funds?ticker=nimb",
      "/api/markets/funds?ticker=aaac", "/api/markets/funds/pit-capital");

  private final LocalDate today = LocalDate.now(ZoneOffset.UTC);
  // a quarter ended at least 100 days ago, and the one before it
  private final LocalDate quarter = today.minusDays(100).with(IsoFields.DAY_OF_QUARTER, 1).minusDays(1);
  private final LocalDate previous = quarter.with(IsoFields.DAY_OF_QUARTER, 1).minusDays(1);

  private static JsonObject config() {
    return new JsonObject().put("secFunds", new JsonArray()
        .add(new JsonObject().put("slug", "pit-capital").put("name", "PIT Capital").put("manager", "Pat Pit")
            .put("cik", CIK))
        .add(new JsonObject().put("slug", "idle-fund").put("name", "Idle Fund").put("manager", "Ida Idle")
            .put("cik", "0000000702")));
  }

  private static Listed listed(String form, String accession) {
    return new Listed(form, "PIT CAPITAL LLC", CIK, accession);
  }

  /** A 13F's .txt submission: the header's acceptance time, the cover, then the information table. */
  private static String txt(String accession, Instant at, LocalDate period, String amendmentType, String[]... rows) {
    String form = amendmentType == null ? "13F-HR" : "13F-HR/A";
    return "<SEC-DOCUMENT>" + accession + ".txt : 20260101\n<SEC-HEADER>" + accession + ".hdr.sgml : 20260101\n"
        + "<ACCEPTANCE-DATETIME>" + accepted(at) + "\nACCESSION NUMBER:\t\t" + accession
        + "\nCONFORMED SUBMISSION TYPE:\t" + form + "\nCONFORMED PERIOD OF REPORT:\t"
        + period.toString().replace("-", "") + "\n</SEC-HEADER>\n"
        + document(form, 1, "primary_doc.xml",
            SecXml.thirteenFCover(CIK, "PIT CAPITAL LLC", period, amendmentType, period.plusDays(40)))
        + document("INFORMATION TABLE", 2, "infotable.xml", SecXml.thirteenFTable(rows))
        + "</SEC-DOCUMENT>\n";
  }

  private static String document(String type, int seq, String file, String xml) {
    return "<DOCUMENT>\n<TYPE>" + type + "\n<SEQUENCE>" + seq + "\n<FILENAME>" + file + "\n<TEXT>\n<XML>\n" + xml
        + "\n</XML>\n</TEXT>\n</DOCUMENT>\n";
  }

  @Test
  void everyAnswerRecordedWhileA13FAndItsAmendmentsArriveComesBackByAsOf() throws Exception {
    List<LocalDate> days = EdgarReplayUpstream.weekdays(3);
    Map<Instant, Map<String, String>> recorded = new LinkedHashMap<>();
    try (TestServer server = TestServer.start("funds_replay", config());
        EdgarReplayUpstream sec = new EdgarReplayUpstream(config())) {
      sec.tickers(SecXml.tickers("711|AAAC|Aaa Corp", "712|NIMB|Nimbus Widgets Inc.", "713|CCCL|Ccc Ltd"));
      Instant first = Instant.now().minusSeconds(120).truncatedTo(ChronoUnit.SECONDS);
      sec.index(days.get(0), List.of(listed("13F-HR", PREVIOUS), listed("13F-HR", ORIGINAL)), Map.of(
          PREVIOUS, txt(PREVIOUS, first, previous, null, new String[] {"AAA CORP", "00000A101", "800", "80"}),
          ORIGINAL, txt(ORIGINAL, first.plusSeconds(30), quarter, null,
              new String[] {"AAA CORP", "00000A101", "1000", "100"}, new String[] {"BBB INC", "00000B101", "500", "50"})));
      sec.poll(server, days.get(0));
      Instant m1 = Replays.moment();
      recorded.put(m1, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m1).get("/api/markets/funds/pit-capital").contains("\"quarter\":\"" + quarter + "\""),
          recorded.get(m1).toString());
      assertEquals("[]", recorded.get(m1).get("/api/markets/funds?ticker=nimb"));

      Instant added = acceptedAfter(m1);
      sec.index(days.get(1), List.of(listed("13F-HR/A", NEW_HOLDINGS)), Map.of(NEW_HOLDINGS,
          txt(NEW_HOLDINGS, added, quarter, "NEW HOLDINGS", new String[] {"NIMBUS WIDGETS INC", "00000N101", "250", "25"})));
      sec.poll(server, days.get(1));
      Instant m2 = Replays.moment();
      recorded.put(m2, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m2).get("/api/markets/funds/pit-capital").contains("NIMBUS WIDGETS INC"));
      assertTrue(recorded.get(m2).get("/api/markets/funds?ticker=nimb").contains("\"knownAt\":\"" + added + "\""),
          recorded.get(m2).toString());

      Instant restated = acceptedAfter(m2);
      sec.index(days.get(2), List.of(listed("13F-HR/A", RESTATEMENT)), Map.of(RESTATEMENT,
          txt(RESTATEMENT, restated, quarter, "RESTATEMENT", new String[] {"AAA CORP", "00000A101", "1200", "120"},
              new String[] {"CCC LTD", "00000C101", "300", "30"})));
      sec.poll(server, days.get(2));
      Instant m3 = Replays.moment();
      recorded.put(m3, Replays.record(server, QUERIES));
      String holdings = recorded.get(m3).get("/api/markets/funds/pit-capital");
      assertTrue(holdings.contains("CCC LTD") && !holdings.contains("NIMBUS"), holdings);
      assertEquals("[]", recorded.get(m3).get("/api/markets/funds?ticker=nimb"));

      assertEquals(4, sec.up.paths().stream().filter(p -> p.endsWith(".txt")).count(), sec.up.paths().toString());
      Replays.assertEachChanged(recorded);
      Replays.assertReplayed(server, recorded);
    }
  }
}
