package dev.openmarkets.sec.api;

import static dev.openmarkets.sec.api.EdgarReplayUpstream.accepted;
import static dev.openmarkets.sec.api.EdgarReplayUpstream.acceptedAfter;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.sec.api.EdgarReplayUpstream.Listed;
import dev.openmarkets.testing.Replays;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Form 4 replay through the real pollers (issue 37, "Replay"): a local www.sec.gov lists two Form 4s
 * on a weekday's index, then a 4/A of one of them, then two more Form 4s, each accepted after the
 * answers before it were recorded. The tickers, index and filings pollers load each change; the
 * answers of insiders, insiders/{ticker} and insiders/clusters recorded after each poll are given
 * back byte for byte by asOf that moment afterwards.
 */
@Tag("db")
class InsidersReplayTest {
  private static final String ISSUER = "0000000301";
  private static final String A = "0000000009-26-000101";
  private static final String B = "0000000009-26-000102";
  private static final String A_AMENDED = "0000000009-26-000103";
  private static final String C = "0000000009-26-000104";
  private static final String D = "0000000009-26-000105";
  private static final List<String> QUERIES = List.of("/api/markets/insiders", "/api/markets/insiders?type=sells",
      "/api/markets/insiders/PITX", "/api/markets/insiders/clusters?minInsiders=2");

  // trades ten days back: inside every window whichever day (UTC or New York) "today" is
  private final LocalDate traded = LocalDate.now(ZoneOffset.UTC).minusDays(10);

  private static SecXml.Form4 form4(String ownerCik, String name) {
    return new SecXml.Form4(ISSUER, "Point In Time Corp", "PITX").owner(ownerCik, name).director();
  }

  private static Listed listed(String form, String accession) {
    return new Listed(form, "Point In Time Corp", ISSUER, accession);
  }

  private static String txt(String accession, String form, Instant at, SecXml.Form4 f) {
    return SecXml.fullSubmission(accession, form, accepted(at), f.xml());
  }

  @Test
  void everyAnswerRecordedWhileForm4sAndA4AArriveComesBackByAsOf() throws Exception {
    List<LocalDate> days = EdgarReplayUpstream.weekdays(3);
    Map<Instant, Map<String, String>> recorded = new LinkedHashMap<>();
    try (TestServer server = TestServer.start("insiders_replay");
        EdgarReplayUpstream sec = new EdgarReplayUpstream(new JsonObject())) {
      sec.tickers(SecXml.tickers("301|PITX|Point In Time Corp"));
      Instant first = Instant.now().minusSeconds(120).truncatedTo(ChronoUnit.SECONDS);
      sec.index(days.get(0), List.of(listed("4", A), listed("4", B)), Map.of(
          A, txt(A, "4", first, form4("0000000311", "Ann Amend").tx(traded, "P", "100", "10", "100")),
          B, txt(B, "4", first.plusSeconds(30), form4("0000000312", "Bo Buyer").tx(traded, "P", "50", "10", "50"))));
      sec.poll(server, days.get(0));
      Instant m1 = Replays.moment();
      recorded.put(m1, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m1).get("/api/markets/insiders/PITX").contains("\"shares\":\"100.0000\""),
          recorded.get(m1).toString());

      // the 4/A of A's Form 4, accepted after m1
      Instant amended = acceptedAfter(m1);
      sec.index(days.get(1), List.of(listed("4/A", A_AMENDED)), Map.of(A_AMENDED, txt(A_AMENDED, "4/A", amended,
          form4("0000000311", "Ann Amend").amendment().tx(traded, "P", "300", "10", "300"))));
      sec.poll(server, days.get(1));
      Instant m2 = Replays.moment();
      recorded.put(m2, Replays.record(server, QUERIES));
      String ticker = recorded.get(m2).get("/api/markets/insiders/PITX");
      assertTrue(ticker.contains("\"shares\":\"300.0000\"") && !ticker.contains("\"shares\":\"100.0000\""), ticker);
      assertTrue(ticker.contains("\"knownAt\":\"" + amended + "\""), ticker);

      // a sale and another purchase, accepted after m2
      Instant later = acceptedAfter(m2);
      sec.index(days.get(2), List.of(listed("4", C), listed("4", D)), Map.of(
          C, txt(C, "4", later, form4("0000000313", "Cy Seller").tx(traded.plusDays(1), "S", "40", "12", "0")),
          D, txt(D, "4", later, form4("0000000314", "Di Buyer").tx(traded.plusDays(2), "P", "20", "11", "20"))));
      sec.poll(server, days.get(2));
      Instant m3 = Replays.moment();
      recorded.put(m3, Replays.record(server, QUERIES));
      assertTrue(recorded.get(m3).get("/api/markets/insiders?type=sells").contains("Cy Seller"));

      assertEquals(5, sec.up.paths().stream().filter(p -> p.endsWith(".txt")).count(), sec.up.paths().toString());
      Replays.assertEachChanged(recorded);
      Replays.assertReplayed(server, recorded);
    }
  }
}
