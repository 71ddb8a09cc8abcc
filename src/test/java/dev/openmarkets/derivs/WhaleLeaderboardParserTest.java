package dev.openmarkets.derivs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.config.ConfigException;
import dev.openmarkets.derivs.whales.LeaderboardCriterion;
import dev.openmarkets.derivs.whales.LeaderboardParser;
import dev.openmarkets.derivs.whales.LeaderboardPick;
import dev.openmarkets.derivs.whales.LeaderboardSnapshot;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import io.vertx.core.json.JsonObject;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The leaderboard criterion worked by hand on a small hand-written leaderboard (no real capture
 * exists; the shape is the one the stored clients agree on): the value floor, the window's PnL
 * order, ties, the cut at N, another window; bad rows skipped and counted up to 10% of a board of
 * many rows, a board past that, or whose JSON does not parse, rejected whole.
 */
class WhaleLeaderboardParserTest {
  private static final String NAME = "leaderboard.20261120T060000Z.json";
  private static final String A = "0x00000000000000000000000000000000000000a1";
  private static final String B = "0x00000000000000000000000000000000000000B2";
  private static final String C = "0x00000000000000000000000000000000000000c3";
  private static final String D = "0x00000000000000000000000000000000000000d4";
  private static final String E = "0x00000000000000000000000000000000000000e5";
  private static final String F = "0x00000000000000000000000000000000000000f6";

  private static LeaderboardSnapshot parse(LeaderboardCriterion c, String json) throws RejectedFileException {
    List<LeaderboardSnapshot> out = new LeaderboardParser(c).parse(new UpstreamFile(NAME,
        json.getBytes(StandardCharsets.UTF_8)));
    assertEquals(1, out.size());
    return out.get(0);
  }

  private static String sample() {
    return HyperliquidSamples.leaderboard(
        A, "2500000.5", "300000.25",
        B, "999999.99", "9000000",     // under the 1,000,000 floor: made its PnL and left
        C, "1000000", "300000.25",     // ties A on PnL; A is worth more, so A ranks first
        D, "40000000", "-150000",
        E, "1200000", "750000.125",
        F, "3000000", "300000.25");    // ties A and C on PnL and is worth the most of the three
  }

  @Test
  void topAccountsByTheWindowsPnlAboveTheValueFloor() throws Exception {
    LeaderboardSnapshot s = parse(new LeaderboardCriterion(4, "month", new BigDecimal("1000000")), sample());
    assertEquals(Instant.parse("2026-11-20T06:00:00Z"), s.asOf());
    assertEquals("month", s.window());
    // E 750000.125; then the three at 300000.25 by account value: F 3,000,000, A 2,500,000.5, C 1,000,000; D cut at 4
    assertEquals(List.of(E, F, A, C), s.picks().stream().map(LeaderboardPick::address).toList());
    assertEquals(List.of(1, 2, 3, 4), s.picks().stream().map(LeaderboardPick::rank).toList());
    LeaderboardPick e = s.picks().get(0);
    assertEquals("750000.125", e.pnl().toPlainString());
    assertEquals("1200000", e.accountValue().toPlainString());
    assertEquals("0.25", e.roi().toPlainString());
    assertEquals("1000000.5", e.volume().toPlainString());
    assertEquals("trader4", e.displayName());
    assertNull(s.picks().get(1).displayName());
    // the floor at 0 lets B in at the top; N = 2 keeps B and E
    LeaderboardSnapshot all = parse(new LeaderboardCriterion(2, "month", BigDecimal.ZERO), sample());
    assertEquals(List.of(B.toLowerCase(), E), all.picks().stream().map(LeaderboardPick::address).toList());
    // with N larger than the field, every account above the floor, D's loss last
    assertEquals(List.of(E, F, A, C, D), parse(new LeaderboardCriterion(500, "month", new BigDecimal("1000000")),
        sample()).picks().stream().map(LeaderboardPick::address).toList());
  }

  @Test
  void anotherWindowRanksByItsOwnPnl() throws Exception {
    // every week PnL in the sample is 1: account value alone orders them
    LeaderboardSnapshot s = parse(new LeaderboardCriterion(3, "week", new BigDecimal("1000000")), sample());
    assertEquals("week", s.window());
    assertEquals(List.of(D, F, A), s.picks().stream().map(LeaderboardPick::address).toList());
    assertEquals("1", s.picks().get(0).pnl().toPlainString());
  }

  @Test
  void noAccountAboveTheFloorIsAnEmptySetNotAnError() throws Exception {
    assertTrue(parse(new LeaderboardCriterion(5, "month", new BigDecimal("1E9")), sample()).picks().isEmpty());
  }

  @Test
  void malformedAnswersAreRejectedWhole() {
    LeaderboardCriterion c = LeaderboardCriterion.DEFAULTS;
    String good = sample();
    assertRejected(c, good.substring(0, good.length() - 30), "malformed JSON");
    assertRejected(c, good + "]", "malformed JSON");
    assertRejected(c, "{\"leaderboardRows\":[]}", "no leaderboardRows");
    assertRejected(c, "{\"rows\":[]}", "no leaderboardRows");
    assertRejected(c, "[]", "not a JSON object");
    assertRejected(c, "{\"leaderboardRows\":{}}", "not an array");
    assertRejected(c, HyperliquidSamples.leaderboard(A, "1", "2", "whale", "1", "2"),
        "leaderboardRows[2]: no 0x ethAddress");
    assertRejected(c, HyperliquidSamples.leaderboard(A, "1", "2", A.toUpperCase().replace("0X", "0x"), "1", "2"),
        "appears twice");
    assertRejected(c, HyperliquidSamples.leaderboard(A, "lots", "2"), "'accountValue' is not a number");
    assertRejected(c, HyperliquidSamples.leaderboard(A, "1", "2").replace("\"month\"", "\"30d\""),
        "no 'month' performance");
    RejectedFileException noTime = assertThrows(RejectedFileException.class, () -> new LeaderboardParser(c)
        .parse(new UpstreamFile("leaderboard.json", good.getBytes(StandardCharsets.UTF_8))));
    assertTrue(noTime.getMessage().contains("read time"), noTime.getMessage());
  }

  /** A board of n generated rows, account values 2,000,000 + i and month PnL i, with the rows at bad positions broken. */
  private static String manyRows(int n, java.util.Set<Integer> bad) {
    List<String> rows = new java.util.ArrayList<>();
    for (int i = 1; i <= n; i++) {
      String address = String.format("0x%040x", i);
      String row = HyperliquidSamples.leaderboard(address, Integer.toString(2_000_000 + i), Integer.toString(i));
      row = row.substring("{\"leaderboardRows\":[".length(), row.length() - 2);
      if (bad.contains(i)) {
        row = switch (i % 5) {
          case 0 -> row.replace(address, "whale" + i);                       // no 0x address
          case 1 -> row.replace("\"" + (2_000_000 + i) + "\"", "\"lots\"");    // a value that does not read
          case 2 -> row.replace("\"month\"", "\"30d\"");                       // no month performance
          case 3 -> "\"row " + i + "\"";                                    // not an object
          default -> row.replace(address, String.format("0x%040x", 1));      // the first account again
        };
      }
      rows.add(row);
    }
    return "{\"leaderboardRows\":[" + String.join(",", rows) + "]}";
  }

  @Test
  void badRowsAreSkippedAndCountedUpToTenPercent() throws Exception {
    LeaderboardCriterion c = new LeaderboardCriterion(3, "month", new BigDecimal("1000000"));
    java.util.Set<Integer> bad = new java.util.TreeSet<>();
    for (int i = 7; i <= 5000 && bad.size() < 500; i += 10) {
      bad.add(i);
    }
    bad.remove(4997);  // keep the best three (4998..5000) readable, and 500 bad rows of 5000: exactly 10%
    bad.add(4);
    List<LeaderboardSnapshot> out = new LeaderboardParser(c).parse(new UpstreamFile(NAME,
        manyRows(5000, bad).getBytes(StandardCharsets.UTF_8)));
    assertEquals(List.of(String.format("0x%040x", 5000), String.format("0x%040x", 4999), String.format("0x%040x", 4998)),
        out.get(0).picks().stream().map(LeaderboardPick::address).toList());
    assertEquals("500 of 5000 rows skipped (first: leaderboardRows[4]: " + String.format("0x%040x", 1)
        + " appears twice)", dev.openmarkets.ingest.ParsedRows.notesOf(out));
    // one more bad row is past 10%: the board is rejected
    bad.add(4990);
    assertRejected(c, manyRows(5000, bad), "501 of 5000 rows skipped");
    assertRejected(c, manyRows(5000, bad), "more than 10% of the rows are bad");
  }

  private static void assertRejected(LeaderboardCriterion c, String json, String reason) {
    RejectedFileException e = assertThrows(RejectedFileException.class, () -> parse(c, json));
    assertTrue(e.getMessage().contains(reason), e.getMessage());
  }

  @Test
  void criterionFromConfiguration() {
    assertEquals(new LeaderboardCriterion(50, "month", new BigDecimal("1000000")),
        LeaderboardCriterion.from(new JsonObject()));
    assertEquals(new LeaderboardCriterion(10, "allTime", new BigDecimal("250000.5")), LeaderboardCriterion.from(
        new JsonObject().put("whaleLeaderboard", new JsonObject().put("top", 10).put("window", "allTime")
            .put("minAccountValueUsd", "250000.5"))));
    assertEquals(25, LeaderboardCriterion.from(new JsonObject().put("whaleLeaderboard",
        new JsonObject().put("top", "25"))).top());
    for (JsonObject bad : List.of(new JsonObject().put("top", 0), new JsonObject().put("top", 501),
        new JsonObject().put("top", 2.5), new JsonObject().put("window", "30d"),
        new JsonObject().put("minAccountValueUsd", "much"), new JsonObject().put("minAccountValueUsd", -1))) {
      assertThrows(ConfigException.class, () -> LeaderboardCriterion.from(new JsonObject().put("whaleLeaderboard", bad)),
          bad.encode());
    }
  }
}
