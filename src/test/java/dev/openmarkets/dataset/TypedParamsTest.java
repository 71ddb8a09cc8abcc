package dev.openmarkets.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import dev.openmarkets.Families;
import dev.openmarkets.answer.ParamParser;
import io.vertx.core.MultiMap;
import java.math.BigDecimal;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Planners read parameters through typed handles (issue 36, item 4): a handle its dataset never
 * declared fails loudly, and every dataset's planner, head, checks and stream filter read only
 * handles the dataset declares.
 */
class TypedParamsTest {
  private static final List<Dataset> ALL = Catalog.datasets(Families.all());
  private static final String UNDECLARED = "is not declared on dataset";

  @Test
  void readingAnUndeclaredHandleThrowsNamingDatasetAndParameter() {
    Dataset ds = ALL.stream().filter(d -> d.name().equals("short-volume")).findFirst().orElseThrow();
    Params p = ParamParser.parse(ds, MultiMap.caseInsensitiveMultiMap(), Map.of(), false);
    Param<BigDecimal> typo = Param.decimal("minUSD", null, BigDecimal.ZERO, "a misspelt minUsd");
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> p.get(typo));
    assertEquals("parameter 'minUSD' is not declared on dataset short-volume", e.getMessage());
    assertThrows(IllegalStateException.class, () -> p.given(typo));
    assertThrows(IllegalStateException.class, () -> p.date(Param.date("form", "a misspelt from")));
  }

  @Test
  void aDeclaredHandleReadsItsTypedValue() {
    Dataset ds = ALL.stream().filter(d -> d.name().equals("short-volume")).findFirst().orElseThrow();
    Param<?> days = ds.param("days");
    MultiMap query = MultiMap.caseInsensitiveMultiMap().add("days", "30");
    Params p = ParamParser.parse(ds, query, Map.of(), false);
    assertEquals(30, p.get(days));
    assertEquals(true, p.given(days));
  }

  @Test
  void everyDatasetReadsOnlyTheHandlesItDeclares() {
    for (Dataset ds : ALL) {
      for (boolean csv : new boolean[] {false, true}) {
        Params params = defaults(ds, csv);
        assertNotNull(ds.planner().plan(params), ds.name());
        ds.checks().forEach(c -> c.violation(params));
        if (ds.notFound() != null) {
          params.get(ds.notFound().param());
        }
        if (ds.stream() != null && ds.stream().filter() != null) {
          ds.stream().filter().apply(params);
        }
        if (ds.objectShape() != null) {
          tolerateSampleValues(ds, () -> ds.objectShape().head().apply(params));
          if (ds.objectShape().headSql() != null) {
            assertNotNull(ds.objectShape().headSql().plan(params), ds.name());
          }
        }
      }
    }
  }

  /** The dataset's defaults, with a sample for path parameters and for a required ticker. */
  private static Params defaults(Dataset ds, boolean csv) {
    Map<String, String> path = new HashMap<>();
    ds.params().stream().filter(Param::inPath).forEach(p -> path.put(p.name(), "abc"));
    try {
      return ParamParser.parse(ds, MultiMap.caseInsensitiveMultiMap(), path, csv);
    } catch (ApiError required) {
      MultiMap query = MultiMap.caseInsensitiveMultiMap();
      ds.params().stream().filter(p -> !p.inPath() && p.type() == ParamType.TICKER)
          .forEach(p -> query.add(p.name(), "ABC"));
      return ParamParser.parse(ds, query, path, csv);
    }
  }

  /** A head may look a sample path value up and not find it; reading an undeclared handle still fails. */
  private static void tolerateSampleValues(Dataset ds, Runnable head) {
    try {
      head.run();
    } catch (IllegalStateException e) {
      if (e.getMessage() != null && e.getMessage().contains(UNDECLARED)) {
        fail(ds.name() + ": " + e.getMessage());
      }
    } catch (RuntimeException sampleNotKnown) {
      // e.g. a fund slug "abc" that the configuration does not list
    }
  }
}
