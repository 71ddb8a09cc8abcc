package dev.openmarkets.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.openmarkets.Families;
import dev.openmarkets.dataset.Catalog;
import dev.openmarkets.dataset.Dataset;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * /changelog names every dataset the declarations serve: a new dataset needs its line (a new dated
 * entry; past entries are history and stay as they were). The message lists what is missing.
 */
class ChangelogTest {
  private static final String PREFIX = "/api/markets/";

  @Test
  void everyDeclaredDatasetIsAnnounced() {
    String text = OpsRoutes.changelog().encode();
    List<String> missing = Catalog.datasets(Families.all()).stream().map(Dataset::path)
        .map(p -> p.startsWith(PREFIX) ? p.substring(PREFIX.length()) : p)
        .filter(p -> !Pattern.compile("(?<![\\w/{}-])" + Pattern.quote(p) + "(?![\\w/{}-])").matcher(text).find())
        .toList();
    assertEquals(List.of(), missing, "add a dated entry to OpsRoutes.changelog() naming these datasets");
  }
}
