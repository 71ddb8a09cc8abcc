package dev.openmarkets.macro.cot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.Replays;
import dev.openmarkets.testing.TestDb;
import dev.openmarkets.testing.TestServer;
import dev.openmarkets.testing.WithServer;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.TemporalAdjusters;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * cot/{slug} 404 as of a moment (issue 37): a market is known from its first report's release, so
 * as of a moment before it the market is unknown (404 naming the moment), as the check answered
 * then, while a market reported from earlier answers; after that release and without asOf it is
 * known. Report dates end two weeks before today, so every release is past on any day.
 */
@Tag("db")
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@WithServer("macro_cot_notfound_pit")
class CotNotFoundPointInTimeTest {
  private static final int WEEKS = 12;
  /** The late market's first report: week 8 of the file. */
  private static final int FIRST_LATE = 8;
  private static final LocalDate LAST =
      LocalDate.now(ZoneOffset.UTC).minusWeeks(1).with(TemporalAdjusters.previous(DayOfWeek.TUESDAY));

  /** The slug the late market's name gives (CotSlugs.natural). */
  private static final String LATE = "late-listed-index";

  private TestServer server;

  private static LocalDate date(int i) {
    return LAST.minusWeeks(WEEKS - 1 - i);
  }

  private static Instant released(int i) {
    return CotWriter.released(date(i)).toInstant();
  }

  @BeforeAll
  void load() throws Exception {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < WEEKS; i++) {
      lines.add(CotFiles.tff("EURO FX - CHICAGO MERCANTILE EXCHANGE", "099741", "CME", "F10", date(i), 500_000 + i,
          10_000 + i, 8_000));
      if (i >= FIRST_LATE) {
        lines.add(CotFiles.tff("LATE LISTED INDEX - CHICAGO MERCANTILE EXCHANGE", "13874Q", "CME", "F10", date(i),
            9_000 + i, 700 + i, 600));
      }
    }
    assertTrue(Ingest.load(server, "cot", "FinFutYY.txt", CotFiles.file(CotFiles.TFF_HEADER, lines)).loaded());
    assertEquals(1, TestDb.count(server.db, "SELECT count(*) FROM cot_markets WHERE cftc_code = '13874Q' AND slug = '"
        + LATE + "'"));
  }

  @Test
  void aMarketIsUnknownAsOfBeforeItsFirstReportsRelease() throws Exception {
    String path = "/api/markets/cot/" + LATE;
    Instant before = released(FIRST_LATE).minusSeconds(60);
    Replays.assertNotFound(server, Replays.asOf(path, before), "Unknown COT market '" + LATE + "' as of " + before + ".");
    assertEquals(1, server.json(Replays.asOf(path, released(FIRST_LATE))).getJsonArray("data").size());
    assertEquals(WEEKS - FIRST_LATE, server.json(path).getJsonArray("data").size());
    assertEquals(FIRST_LATE, server.json(Replays.asOf("/api/markets/cot/euro-fx", before)).getJsonArray("data").size());
    Replays.assertNotFound(server, "/api/markets/cot/no-such-market", "Unknown COT market 'no-such-market'.");
    Replays.assertNotFound(server, Replays.asOf("/api/markets/cot/no-such-market", released(WEEKS - 1)),
        "Unknown COT market 'no-such-market' as of " + released(WEEKS - 1) + ".");
  }
}
