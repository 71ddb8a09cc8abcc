package dev.openmarkets.mcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Family;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * docs/mcp.md's tool table and its list of generic tools are the tools the declarations make
 * (ToolCatalog): each drop-in tool once, in catalog order, its row naming every dataset it answers
 * from, then api_reference. On a mismatch the test prints a fresh table to start from (arguments
 * from the input schema; the page's rows may say more, e.g. accepted values).
 */
class McpToolTableTest {
  private static final Pattern ROW = Pattern.compile("(?m)^\\| ([a-z_]+) \\| (.*) \\| (.*) \\|$");
  private static final Pattern GENERIC = Pattern.compile("Generic tools today: ([^.]*)\\.");

  @Test
  void docsToolTableIsTheDeclaredTools() throws Exception {
    String page = Files.readString(Path.of("docs/mcp.md"), StandardCharsets.UTF_8);
    List<Family> families = Families.all();
    ToolCatalog catalog = new ToolCatalog(Catalog.datasets(families));
    int from = page.indexOf("| Tool | Arguments | Dataset(s) |");
    String section = page.substring(from, page.indexOf("\n\n", from));
    List<String> rows = new ArrayList<>();
    Matcher m = ROW.matcher(section);
    while (m.find()) {
      rows.add(m.group(1) + " | " + datasetsNamedIn(m.group(3), catalog.get(m.group(1))));
    }
    List<String> fresh = new ArrayList<>();
    List<String> generic = new ArrayList<>();
    for (McpTool t : catalog.all()) {
      if (t.variants().size() > 1 || t.variants().get(0).dataset().tool() != null) {
        fresh.add(t.name() + " | " + datasetsOf(t));
      } else {
        generic.add("`" + t.name() + "`");
      }
    }
    fresh.add(ToolCatalog.API_REFERENCE + " | ");
    String table = table(catalog);
    assertEquals(fresh, rows, "docs/mcp.md's tool table is stale (or a row does not name each dataset of its "
        + "tool); a fresh table:\n\n" + table + "\n");
    Matcher g = GENERIC.matcher(page);
    String listed = g.find() ? g.group(1).replaceAll("\\s+", " ") : "";
    assertEquals(String.join(", ", generic), listed, "docs/mcp.md's \"Generic tools today\" is stale; paste: "
        + String.join(", ", generic));
  }

  /** The tool's datasets that the row's Dataset(s) cell names, in the tool's order (all of them when it is right). */
  private static String datasetsNamedIn(String cell, McpTool tool) {
    if (tool == null) {
      return "";
    }
    return tool.variants().stream().map(b -> b.dataset().name()).distinct()
        .filter(n -> Pattern.compile("(^|[^a-z-])" + Pattern.quote(n) + "($|[^a-z-])").matcher(cell).find())
        .collect(Collectors.joining(", "));
  }

  private static String datasetsOf(McpTool tool) {
    return tool.variants().stream().map(b -> b.dataset().name()).distinct().collect(Collectors.joining(", "));
  }

  static String table(ToolCatalog catalog) {
    StringBuilder sb = new StringBuilder("| Tool | Arguments | Dataset(s) |\n| --- | --- | --- |\n");
    for (McpTool t : catalog.all()) {
      if (t.variants().size() > 1 || t.variants().get(0).dataset().tool() != null) {
        String args = String.join(", ", t.inputSchema().getJsonObject("properties").fieldNames());
        sb.append("| ").append(t.name()).append(" | ").append(args.isEmpty() ? "none" : args).append(" | ")
            .append(datasetsOf(t)).append(" |\n");
      }
    }
    sb.append("| api_reference | none | base URL, envelope, CSV, limits, terms, every dataset with its tool |\n");
    return sb.toString().strip();
  }
}
