package dev.openmarkets.mirror;

import dev.openmarkets.dataset.Dataset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The tables the mirror publishes, read from the datasets' declarations: each dataset's coverage
 * table and date column (the ones /stats reads). Datasets without a coverage table (symbols,
 * federal-contract-matches) are derived from others and are not published on their own.
 */
public final class MirrorTables {
  /** Intraday tables, cut by month (see {@link Partitioning}); every other table is cut by year. */
  private static final Set<String> BY_MONTH = Set.of("liquidation_events", "liquidation_hourly",
      "open_interest_hourly", "funding_snapshot", "funding_history", "whale_snapshots", "deribit_option_quotes",
      "prediction_prices", "sentiment_history");

  private MirrorTables() {
  }

  public static List<MirrorTable> of(Collection<Dataset> datasets) {
    Map<String, List<String>> byTable = new TreeMap<>();
    Map<String, String> timeColumn = new TreeMap<>();
    for (Dataset d : datasets) {
      if (d.coverage() == null) {
        continue;
      }
      byTable.computeIfAbsent(d.coverage().table(), t -> new ArrayList<>()).add(d.name());
      timeColumn.putIfAbsent(d.coverage().table(), d.coverage().dateColumn());
    }
    List<MirrorTable> out = new ArrayList<>();
    byTable.forEach((table, names) -> out.add(new MirrorTable(table, names.stream().sorted().distinct().toList(),
        timeColumn.get(table), BY_MONTH.contains(table) ? Partitioning.MONTH : Partitioning.YEAR)));
    return List.copyOf(out);
  }

  /** The tables feeding the named datasets (all when none is named); an unknown name is an error. */
  public static List<MirrorTable> select(List<MirrorTable> all, List<String> names) {
    if (names.isEmpty()) {
      return all;
    }
    List<MirrorTable> out = new ArrayList<>();
    for (String n : names) {
      MirrorTable t = all.stream().filter(m -> m.datasets().contains(n)).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("no published table feeds dataset '" + n + "'; published: "
              + String.join(", ", all.stream().flatMap(m -> m.datasets().stream()).sorted().toList())));
      if (!out.contains(t)) {
        out.add(t);
      }
    }
    return out;
  }
}
