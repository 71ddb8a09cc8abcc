package dev.openmarkets.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.Families;
import dev.openmarkets.answer.ParamParser;
import io.vertx.core.MultiMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every dataset of every family is a well-formed declaration: the rules the framework relies on. */
class DeclarationsTest {
  private static final List<Dataset> ALL = Catalog.datasets(Families.all());

  @Test
  void namesAndPathsAreUniqueAndUnderApiMarkets() {
    Set<String> names = new HashSet<>();
    Set<String> paths = new HashSet<>();
    for (Dataset ds : ALL) {
      assertTrue(names.add(ds.name()), "duplicate dataset " + ds.name());
      assertTrue(paths.add(ds.path()), "duplicate path " + ds.path());
      assertTrue(ds.path().startsWith("/api/markets/"), ds.path());
      assertFalse(ds.title().isBlank(), ds.name() + " needs a title for its docs page");
    }
  }

  @Test
  void fieldsAndParamsAreUniqueAndPathParamsDeclared() {
    for (Dataset ds : ALL) {
      Set<String> fields = new HashSet<>();
      Set<String> csv = new HashSet<>();
      ds.fields().forEach(f -> {
        assertTrue(fields.add(f.name()), ds.name() + " repeats field " + f.name());
        assertTrue(csv.add(f.csvName()), ds.name() + " repeats CSV column " + f.csvName());
      });
      Set<String> params = new HashSet<>();
      ds.params().forEach(p -> assertTrue(params.add(p.name()), ds.name() + " repeats param " + p.name()));
      java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{(\\w+)}").matcher(ds.path());
      while (m.find()) {
        Param<?> p = ds.param(m.group(1));
        assertTrue(p != null && p.inPath(), ds.name() + " must declare path parameter " + m.group(1));
      }
    }
  }

  @Test
  void everyPlanIsBoundedByALimit() {
    for (Dataset ds : ALL) {
      for (boolean csv : new boolean[] {false, true}) {
        Map<String, String> path = new HashMap<>();
        ds.params().stream().filter(Param::inPath).forEach(p -> path.put(p.name(), "abc"));
        Params params;
        try {
          params = ParamParser.parse(ds, MultiMap.caseInsensitiveMultiMap(), path, csv);
        } catch (dev.openmarkets.dataset.ApiError required) {
          // a required query parameter (financials' symbol): plan with every ticker parameter given
          MultiMap query = MultiMap.caseInsensitiveMultiMap();
          ds.params().stream().filter(p -> !p.inPath() && p.type() == ParamType.TICKER)
              .forEach(p -> query.add(p.name(), "ABC"));
          params = ParamParser.parse(ds, query, path, csv);
        }
        SqlPlan plan = ds.planner().plan(params);
        assertTrue(plan.sql().toUpperCase().contains("LIMIT"), ds.name() + " plans an unbounded query: " + plan.sql());
        assertEquals(plan.sql().chars().filter(c -> c == '$').count() > 0, plan.args().size() > 0, ds.name());
      }
    }
  }
}
