package dev.openmarkets.macro.fred;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import java.util.List;

/** The FRED observations table writer: idempotent upsert on series and date. */
public final class FredWriters {
  public static final TableWriter<FredObservation> OBSERVATIONS = new UnnestUpsert<>("fred_observations",
      List.of("series_id", "obs_date"), List.of(
          col("series_id", "text", FredObservation::seriesId),
          col("obs_date", "date", FredObservation::date),
          col("value", "numeric", FredObservation::value)));

  private FredWriters() {
  }
}
