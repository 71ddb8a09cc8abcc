package dev.openmarkets.shortsale;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.answer.ParamParser;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.SqlPlan;
import io.vertx.core.MultiMap;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A symbol's history without 'to' ends on the family clock's today (UTC), whatever day the test runs. */
class ShortVolumeDefaultWindowTest {
  // half an hour into March 1 UTC: still February 28 in New York, so a zone slip would show
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T00:30:00Z"), ZoneOffset.UTC);

  @Test
  void theWindowEndsOnTheClocksTodayUnlessToIsGiven() {
    SqlPlan plan = plan("symbol=AAPL&days=10");
    assertEquals("AAPL", plan.args().getString(0));
    assertEquals(LocalDate.of(2026, 2, 19), plan.args().getLocalDate(1));
    assertEquals(LocalDate.of(2026, 3, 1), plan.args().getLocalDate(2));

    SqlPlan given = plan("symbol=AAPL&days=10&to=2025-11-20");
    assertEquals(LocalDate.of(2025, 11, 10), given.args().getLocalDate(1));
    assertEquals(LocalDate.of(2025, 11, 20), given.args().getLocalDate(2));
  }

  private static SqlPlan plan(String query) {
    Dataset ds = new ShortSaleFamily(CLOCK).datasets().stream().filter(d -> d.name().equals("short-volume"))
        .findFirst().orElseThrow();
    MultiMap q = MultiMap.caseInsensitiveMultiMap();
    for (String kv : query.split("&")) {
      q.add(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    return ds.planner().plan(ParamParser.parse(ds, q, Map.of(), false));
  }
}
