package dev.openmarkets.gov;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.testing.Ingest;
import dev.openmarkets.testing.MigrationDb;
import dev.openmarkets.testing.TestServer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The calendar keeps every version of its BLS observations (issue 37): payrolls for September
 * 2026 are preliminary ("P", 160254) when first loaded, then final at 160300. A month's first
 * value is known at its release's scheduled time (the Employment Situation of Oct. 2, 08:30 ET),
 * the final value from when it was first seen. October's change (actual of bls-nfp-2026-10) is
 * 113 as of a moment before the revision, 67 after it; the revisions list names both fields.
 */
@Tag("db")
class CalendarPointInTimeTest {
  private static final String Q = "/api/markets/calendar?from=2026-11-01&to=2026-11-30&source=bls";

  private static JsonObject nfp(TestServer server, String q) throws Exception {
    JsonArray data = server.json(q).getJsonArray("data");
    return data.stream().map(o -> (JsonObject) o).filter(o -> "bls-nfp-2026-10".equals(o.getString("id")))
        .findFirst().orElseThrow(() -> new AssertionError(q + ": " + data.encode()));
  }

  @Test
  void aPreliminaryValueMadeFinalIsANewVersion() throws Exception {
    try (TestServer server = TestServer.start("gov_calendar_pit")) {
      assertTrue(Ingest.load(server, "calendar", "empsit.htm", Ingest.demo("gov/empsit.htm")).loaded());
      String series = Ingest.demo("gov/bls-series.json");
      assertTrue(Ingest.load(server, "calendar", "bls-series.json", series).loaded());
      // first values: known at their releases (stored later than that here)
      Map<String, Instant> known = MigrationDb.knownAt(server.db.url(), "SELECT period_date::text, known_at "
          + "FROM bls_observations WHERE series_id = 'CES0000000001' AND period_date >= '2026-09-01' ORDER BY 1");
      assertEquals(Map.of("2026-09-01", Instant.parse("2026-10-02T12:30:00Z"),
          "2026-10-01", Instant.parse("2026-11-20T13:30:00Z")), known);
      Thread.sleep(5);
      Instant m1 = Instant.now().truncatedTo(ChronoUnit.MILLIS);
      JsonObject before = nfp(server, Q);
      assertEquals("113", before.getString("actual"));

      // BLS revises September: the P footnote goes, the value changes
      String revised = series.replace("\"160254\", \"footnotes\": [{\"code\": \"P\", \"text\": \"preliminary\"}]",
          "\"160300\", \"footnotes\": [{}]");
      assertNotEquals(series, revised, "the sample's September payrolls are preliminary");
      Thread.sleep(5);
      var counts = Ingest.load(server, "calendar", "bls-series-2026-11-28.json", revised).counts();
      assertEquals(1, counts.updated());
      assertEquals(0, counts.inserted());
      Thread.sleep(5);
      Instant m2 = Instant.now().truncatedTo(ChronoUnit.MILLIS);

      JsonObject after = nfp(server, Q);
      assertEquals("67", after.getString("actual"));
      Instant revisedAt = Instant.parse(after.getString("knownAt"));
      assertTrue(revisedAt.isAfter(m1) && !revisedAt.isAfter(m2), revisedAt + " between " + m1 + " and " + m2);
      assertEquals(before, nfp(server, Q + "&asOf=" + m1));
      assertEquals(after, nfp(server, Q + "&asOf=" + m2));
      assertEquals("113", nfp(server, Q + "&asOf=" + revisedAt.minusMillis(1)).getString("actual"));
      // the November release's previous is October's change, revised the same way
      assertFalse(Instant.parse(before.getString("knownAt")).isAfter(m1));

      JsonArray revisions = server.json("/api/markets/calendar/revisions").getJsonArray("data");
      Map<String, JsonObject> byField = revisions.stream().map(o -> (JsonObject) o)
          .collect(Collectors.toMap(r -> r.getString("field"), r -> r));
      assertEquals("160254", byField.get("value").getString("previous"));
      assertEquals("160300", byField.get("value").getString("new"));
      assertEquals("true", byField.get("preliminary").getString("previous"));
      assertEquals("false", byField.get("preliminary").getString("new"));
      assertEquals(new JsonObject().put("seriesId", "CES0000000001").put("periodDate", "2026-09-01"),
          byField.get("value").getJsonObject("key"));
      assertEquals("bls-api/bls-series-2026-11-28.json", byField.get("value").getString("source"));

      // re-importing either file changes nothing
      var again = Ingest.load(server, "calendar", "bls-series-2026-11-28.json", revised).counts();
      assertEquals(0, again.inserted() + again.updated());
      assertEquals(2, revisions.size());
    }
  }
}
