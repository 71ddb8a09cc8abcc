package dev.openmarkets.mcp;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.DropInTool;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Every tool of the endpoint, built once from the dataset declarations: the drop-in tools the
 * declarations name (Dataset#tool; one tool, in the order first named, with a variant per
 * dataset naming it), then a generic tool (named after the dataset, '-' as '_') for each dataset
 * that names none, then api_reference.
 */
public final class ToolCatalog {
  public static final String API_REFERENCE = "api_reference";

  private final Map<String, McpTool> tools = new LinkedHashMap<>();

  public ToolCatalog(List<Dataset> datasets) {
    Map<String, List<Dataset>> dropIns = new LinkedHashMap<>();
    for (Dataset ds : datasets) {
      if (ds.tool() != null) {
        List<Dataset> variants = dropIns.computeIfAbsent(ds.tool().tool(), k -> new ArrayList<>());
        variants.add(conditionalFirst(variants, ds), ds);
      }
    }
    Set<String> covered = new HashSet<>();
    dropIns.forEach((tool, variants) -> {
      List<McpTool.Bound> bound = new ArrayList<>();
      for (Dataset ds : variants) {
        DropInTool t = ds.tool();
        bound.add(new McpTool.Bound(ds, t.whenArg(), t.whenValue(), t.renames()));
        covered.add(ds.name());
      }
      tools.put(tool, McpTool.of(tool, variants.get(0).tool().selector(), bound));
    });
    for (Dataset ds : datasets) {
      if (!covered.contains(ds.name())) {
        String name = ds.name().replace('-', '_');
        if (tools.containsKey(name) || name.equals(API_REFERENCE)) {
          name = "dataset_" + name;
        }
        tools.put(name, McpTool.of(name, null, List.of(new McpTool.Bound(ds, null, null, Map.of()))));
      }
    }
  }

  /**
   * Where a variant goes among those already read: one answering when an argument is given goes
   * before the otherwise-variant of the same selector value, which would answer first.
   */
  private static int conditionalFirst(List<Dataset> variants, Dataset ds) {
    if (ds.tool().whenArg() != null) {
      for (int i = 0; i < variants.size(); i++) {
        DropInTool t = variants.get(i).tool();
        if (t.whenArg() == null && Objects.equals(t.whenValue(), ds.tool().whenValue())) {
          return i;
        }
      }
    }
    return variants.size();
  }

  public McpTool get(String name) {
    return tools.get(name);
  }

  public Iterable<McpTool> all() {
    return tools.values();
  }

  public int size() {
    return tools.size() + 1;
  }
}
