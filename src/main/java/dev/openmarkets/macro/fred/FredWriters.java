package dev.openmarkets.macro.fred;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert.Column;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.VintageUpsert;
import java.util.List;
import java.util.Map;

/**
 * The FRED observations table writers, one row version per (series, date, known_at): the keyless
 * CSV states no vintage, so a changed value becomes a new version known when first stored; an
 * ALFRED answer carries every vintage with its own time, each stored as it states it.
 */
public final class FredWriters {
  private static final List<Column<FredObservation>> COLUMNS = List.of(
      col("series_id", "text", FredObservation::seriesId),
      col("obs_date", "date", FredObservation::date),
      col("value", "numeric", FredObservation::value));
  private static final List<String> KEY = List.of("series_id", "obs_date");
  /** Revision keys and fields as fed-liquidity's series rows name them. */
  private static final Map<String, String> FIELDS = Map.of("series_id", "series", "obs_date", "date");

  /** fredgraph.csv: the latest values, a change known from when we first stored it. */
  public static final TableWriter<FredObservation> OBSERVATIONS =
      VersionedUpsert.of("fred_observations", KEY, COLUMNS, KnownAt.<FredObservation>firstStored()).withFields(FIELDS);

  /** ALFRED (series/observations over the full realtime range): every vintage at its realtime_start. */
  public static final TableWriter<FredObservation> VINTAGES =
      VintageUpsert.of("fred_observations", KEY, COLUMNS, FredObservation::knownAt, FIELDS);

  private FredWriters() {
  }
}
