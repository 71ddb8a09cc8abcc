package dev.openmarkets.macro.treasury;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import java.util.List;

/** The macro observations table writer (yields and stablecoin supply): upsert on series and date. */
public final class MacroWriters {
  public static final TableWriter<MacroObservation> OBSERVATIONS = new UnnestUpsert<>("macro_observations",
      List.of("series", "obs_date"), List.of(
          col("series", "text", MacroObservation::series),
          col("obs_date", "date", MacroObservation::date),
          col("value", "numeric", MacroObservation::value)));

  private MacroWriters() {
  }
}
