package dev.openmarkets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Param;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * README.md's dataset endpoint table is generated from the declarations: this test renders it
 * afresh and fails, printing the fresh table to paste, when the README's differs (a dataset added,
 * renamed, retitled or given a parameter without the README following).
 */
class ReadmeEndpointTableTest {
  static final String BEGIN = "<!-- dataset endpoints: generated from the declarations; "
      + "ReadmeEndpointTableTest prints a fresh copy when this one is stale -->";
  static final String END = "<!-- end of dataset endpoints -->";

  @Test
  void readmeTableIsTheDeclarations() throws Exception {
    String readme = Files.readString(Path.of("README.md"), StandardCharsets.UTF_8);
    int from = readme.indexOf(BEGIN);
    int to = readme.indexOf(END);
    assertTrue(from >= 0 && to > from, "README.md holds the markers " + BEGIN + " and " + END);
    String current = readme.substring(from + BEGIN.length(), to).strip();
    String fresh = table();
    assertEquals(fresh, current, "README.md's dataset endpoint table is stale; paste this between the markers:\n\n"
        + fresh + "\n");
  }

  /** One row per dataset in declaration order: path, name and title, parameters (query ones; path ones are in the path). */
  static String table() {
    StringBuilder sb = new StringBuilder("| path | dataset | query parameters |\n|---|---|---|\n");
    for (Dataset ds : Catalog.datasets(Families.all())) {
      String params = ds.params().stream().filter(p -> !p.inPath()).map(Param::name)
          .map(n -> "`" + n + "`").collect(Collectors.joining(", "));
      sb.append("| `").append(ds.path()).append("` | `").append(ds.name()).append("`: ")
          .append(ds.title().replace("|", "\\|"))
          .append(ds.streamPath() == null ? "" : "; live stream `" + ds.streamPath() + "`")
          .append(" | ").append(params.isEmpty() ? "-" : params).append(" |\n");
    }
    return sb.toString().strip();
  }
}
