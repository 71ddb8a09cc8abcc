package dev.openmarkets.macro.treasury;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.answer.ParamParser;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.SqlPlan;
import dev.openmarkets.macro.MacroFamily;
import io.vertx.core.MultiMap;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A history request without 'to' ends on the family clock's today (UTC), whatever day the test runs. */
class MacroDefaultWindowTest {
  // half an hour into March 1 UTC: still February 28 in New York, so a zone slip would show
  private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-01T00:30:00Z"), ZoneOffset.UTC);

  @Test
  void theWindowEndsOnTheClocksTodayUnlessToIsGiven() {
    SqlPlan plan = plan("series=ust-10y");
    assertArrayEquals(new String[] {"ust-10y"}, (String[]) plan.args().getValue(0));
    assertEquals(LocalDate.of(2025, 3, 1), plan.args().getLocalDate(1));
    assertEquals(LocalDate.of(2026, 3, 1), plan.args().getLocalDate(2));

    SqlPlan given = plan("series=ust-10y&to=2025-02-19");
    assertEquals(LocalDate.of(2024, 2, 20), given.args().getLocalDate(1));
    assertEquals(LocalDate.of(2025, 2, 19), given.args().getLocalDate(2));
  }

  private static SqlPlan plan(String query) {
    Dataset ds = new MacroFamily(CLOCK).datasets().stream().filter(d -> d.name().equals("macro")).findFirst().orElseThrow();
    MultiMap q = MultiMap.caseInsensitiveMultiMap();
    for (String kv : query.split("&")) {
      q.add(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    return ds.planner().plan(ParamParser.parse(ds, q, Map.of(), false));
  }
}
