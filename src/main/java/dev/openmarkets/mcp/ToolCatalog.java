package dev.openmarkets.mcp;

import dev.openmarkets.dataset.Dataset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every tool of the endpoint, built once from the dataset declarations: the drop-in rows of
 * {@link ToolTable} whose datasets exist, then a generic tool (named after the dataset, '-' as
 * '_') for each dataset no row reads, then api_reference.
 */
public final class ToolCatalog {
  public static final String API_REFERENCE = "api_reference";

  private final Map<String, McpTool> tools = new LinkedHashMap<>();

  public ToolCatalog(List<Dataset> datasets) {
    Map<String, Dataset> byName = new LinkedHashMap<>();
    datasets.forEach(d -> byName.put(d.name(), d));
    Set<String> covered = new HashSet<>();
    for (ToolTable.Row row : ToolTable.ROWS) {
      List<McpTool.Bound> bound = new ArrayList<>();
      for (ToolTable.Variant v : row.variants()) {
        Dataset ds = byName.get(v.dataset());
        if (ds != null) {
          bound.add(new McpTool.Bound(ds, v.whenArg(), v.whenValue(), v.renames()));
          covered.add(ds.name());
        }
      }
      if (!bound.isEmpty()) {
        tools.put(row.tool(), McpTool.of(row.tool(), row.selector(), bound));
      }
    }
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
