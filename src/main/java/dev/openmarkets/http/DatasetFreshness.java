package dev.openmarkets.http;

import dev.openmarkets.dataset.Dataset;
import dev.openmarkets.dataset.Freshness;
import dev.openmarkets.ingest.DatasetState;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.Future;
import io.vertx.sqlclient.Pool;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Each dataset's freshness against its declared cadence, for /stats, the landing page and /metrics:
 * a state set `openmarkets_dataset_freshness{dataset,state}` (1 for the current state) and
 * `openmarkets_dataset_overdue_seconds` (how long past its due time the next data is, 0 while fresh).
 * The scrape refreshes the newest records within a deadline; when the database does not answer,
 * the last assessment stays.
 */
final class DatasetFreshness {
  private static final long DEADLINE_MILLIS = 1_000;

  private final Pool pool;
  private final DatasetState state;
  private final List<Dataset> datasets;
  private final Map<String, Freshness> latest = new ConcurrentHashMap<>();

  DatasetFreshness(Pool pool, DatasetState state, List<Dataset> datasets, MeterRegistry registry) {
    this.pool = pool;
    this.state = state;
    this.datasets = datasets;
    for (Dataset ds : datasets) {
      for (Freshness.State s : Freshness.State.values()) {
        Gauge.builder("openmarkets.dataset.freshness", latest, m -> m.containsKey(ds.name())
                && m.get(ds.name()).state() == s ? 1 : 0)
            .description("1 for the dataset's freshness state against its declared cadence (see /stats)")
            .tag("dataset", ds.name()).tag("state", s.label()).register(registry);
      }
      Gauge.builder("openmarkets.dataset.overdue", latest, m -> overdueSeconds(m.get(ds.name())))
          .description("Seconds since the dataset's next data was due (0 while fresh or without a schedule)")
          .baseUnit("seconds").tag("dataset", ds.name()).register(registry);
    }
  }

  /** Assesses one dataset from its newest record (null without a coverage column) and keeps it for the gauges. */
  Freshness assess(Dataset ds, String newestRecord) {
    DatasetState.State st = state.get(ds.name());
    Freshness f = Freshness.assess(ds.cadence(), st.rowCount(), newestRecord, st.updatedAt(), Instant.now());
    latest.put(ds.name(), f);
    return f;
  }

  /**
   * Re-reads every dataset's newest record (max of its coverage column, one query per table and
   * column however many datasets share it) and reassesses; never fails.
   */
  Future<Void> refresh() {
    Map<Dataset.Coverage, List<Dataset>> byCoverage = new LinkedHashMap<>();
    for (Dataset ds : datasets) {
      if (ds.coverage() == null) {
        assess(ds, null);
      } else {
        byCoverage.computeIfAbsent(ds.coverage(), c -> new ArrayList<>()).add(ds);
      }
    }
    List<Future<Void>> all = new ArrayList<>();
    byCoverage.forEach((coverage, sharing) -> all.add(
        // table and column come from the declaration, never from a request
        pool.query("SELECT max(" + coverage.dateColumn() + ")::text FROM " + coverage.table())
            .execute()
            .timeout(DEADLINE_MILLIS, TimeUnit.MILLISECONDS)
            .map(rows -> {
              String newest = rows.iterator().next().getString(0);
              sharing.forEach(ds -> assess(ds, newest));
              return (Void) null;
            })
            .otherwiseEmpty()));
    return Future.join(all).<Void>mapEmpty().otherwiseEmpty();
  }

  private static double overdueSeconds(Freshness f) {
    if (f == null || f.expectedBy() == null) {
      return 0;
    }
    long late = Instant.now().getEpochSecond() - f.expectedBy().getEpochSecond();
    return Math.max(0, late);
  }
}
