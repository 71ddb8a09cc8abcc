package dev.openmarkets.ingest.fetch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.fetch.FetchOutcome.Kind;
import dev.openmarkets.ingest.poll.PollOutcome;
import org.junit.jupiter.api.Test;

/** How each outcome of the fetch step adds to a poll's outcome (what /stats shows). */
class FetchOutcomeTest {
  private static final String URL = "http://127.0.0.1:1/f.txt";

  @Test
  void eachOutcomeAddsToThePollAsThePolicySays() {
    FileOutcome file = FileOutcome.loaded("f.txt", new WriteCounts(3, 2, 1, 0, 0)).noting("1 row skipped (line 4)");
    PollOutcome loaded = PollOutcome.NOTHING.plus(
        new FetchOutcome(Kind.LOADED, URL, 200, null, 0, new byte[0], file), "f.txt");
    assertEquals("1 file(s), 3 rows changed; warnings: f.txt: 1 row skipped (line 4)", loaded.summary());
    PollOutcome waiting = PollOutcome.NOTHING.plus(FetchOutcome.of(Kind.NOT_PUBLISHED_YET, URL, 404, "HTTP 404"), "f.txt");
    assertEquals("not-published-yet", waiting.outcome());
    assertEquals("no new files; not published yet: f.txt (HTTP 404)", waiting.summary());
    assertEquals(PollOutcome.NOTHING, PollOutcome.NOTHING.plus(FetchOutcome.of(Kind.ABSENT, URL, 404, "HTTP 404"), "f.txt"));
    PollOutcome wall = PollOutcome.NOTHING.plus(
        FetchOutcome.of(Kind.REFUSED, URL, 200, "HTML page instead of data from " + URL), "f.txt");
    assertEquals("refused", wall.outcome());
    PollOutcome rejected = PollOutcome.NOTHING.plus(new FetchOutcome(Kind.LOADED, URL, 200, null, 0, new byte[0], null)
        .afterLoad(FileOutcome.rejected("f.txt", "line 2: 3 fields, expected 6")), "f.txt");
    assertEquals("error", rejected.outcome());
    assertEquals("f.txt rejected: line 2: 3 fields, expected 6", rejected.error());
    PollOutcome throttled = PollOutcome.NOTHING.plus(
        new FetchOutcome(Kind.THROTTLED, URL, 429, "HTTP 429 from " + URL, 5000, null, null), "f.txt");
    assertEquals("throttled: HTTP 429 from " + URL + " (Retry-After 5 s)", throttled.error());
    assertEquals(5000, throttled.retryAfterMillis());
    PollOutcome failed = PollOutcome.NOTHING.plus(FetchOutcome.of(Kind.FAILED, URL, 500, "HTTP 500 from " + URL), "f.txt");
    assertEquals("HTTP 500 from " + URL, failed.error());
    assertNull(failed.kind());
  }
}
