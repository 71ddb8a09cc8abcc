package dev.openmarkets.mirror;

import dev.openmarkets.dataset.Dataset;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The tables the mirror publishes: each dataset's coverage table and date column, read from the
 * datasets' declarations (the ones /stats reads), and every other data table of the schema, which
 * datasets join (companies, instruments, filings, matches): those are shared, cut by year of their
 * first date or timestamptz column, or one file when they have none. The service's own bookkeeping
 * (keys, ingest records, poll status, leases, queues, jobs) is not data and is not published.
 */
public final class MirrorTables {
  /** Intraday tables, cut by month (see {@link Partitioning}); every other table is cut by year. */
  private static final Set<String> BY_MONTH = Set.of("liquidation_events", "liquidation_hourly",
      "open_interest_hourly", "funding_snapshot", "funding_history", "whale_snapshots", "deribit_option_quotes",
      "prediction_prices", "sentiment_history");

  /**
   * Tables of the service's own workings, never published. The EDGAR index listing (sec_filing_queue)
   * and the companies it adds to the facts poller (xbrl_watch) are data read from upstream: published.
   */
  private static final Set<String> OPERATIONAL = Set.of("api_keys", "backfill_requests", "dataset_changes",
      "dataset_state", "flyway_schema_history", "ingest_files", "mirror_seeded_files", "poll_status", "poller_leases",
      "tool_jobs");

  private MirrorTables() {
  }

  /** The declared tables plus every other data table this database has (see the class comment). */
  public static List<MirrorTable> withShared(Connection c, List<MirrorTable> declared) throws SQLException {
    List<MirrorTable> out = new ArrayList<>(declared);
    Set<String> known = new HashSet<>(OPERATIONAL);
    declared.forEach(t -> known.add(t.table()));
    try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("""
        SELECT c.relname, (SELECT a.attname FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0
            AND NOT a.attisdropped AND a.atttypid IN ('date'::regtype, 'timestamptz'::regtype) ORDER BY a.attnum LIMIT 1)
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        ORDER BY c.relname""")) {
      while (rs.next()) {
        if (!known.contains(rs.getString(1))) {
          String time = rs.getString(2);
          out.add(new MirrorTable(rs.getString(1), List.of(), time, time == null ? Partitioning.NONE : Partitioning.YEAR));
        }
      }
    }
    return List.copyOf(out);
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
