package dev.openmarkets.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.answer.ETags;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The normalised key of cache entries and ETags: name order, whatever order the values came in. */
class ParamsTest {
  @Test
  void keyIsTheValuesInNameOrder() {
    Map<String, Object> a = new LinkedHashMap<>();
    a.put("symbol", "AAPL");
    a.put("days", 365);
    a.put("date", LocalDate.of(2026, 11, 20));
    a.put("minUsd", new BigDecimal("1000.50"));
    Map<String, Object> b = new LinkedHashMap<>();
    b.put("minUsd", new BigDecimal("1000.50"));
    b.put("date", LocalDate.of(2026, 11, 20));
    b.put("symbol", "AAPL");
    b.put("days", 365);
    String expected = "{date=2026-11-20, days=365, minUsd=1000.50, symbol=AAPL}";
    assertEquals(expected, Params.of(a, Set.of(), false).key());
    assertEquals(expected, Params.of(b, Set.of("symbol"), true).key());
    // the format cache keys and ETags have always had
    assertEquals(new TreeMap<>(a).toString(), Params.of(a, Set.of(), false).key());
    assertEquals("{}", Params.of(Map.of(), Set.of(), false).key());
    assertEquals("{limit=5}", Params.of(Map.of("limit", 5), Set.of(), false).key());
  }
}
