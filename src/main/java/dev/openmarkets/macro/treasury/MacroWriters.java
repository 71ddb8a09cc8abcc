package dev.openmarkets.macro.treasury;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import java.util.List;

/**
 * The macro family's table writers: observations (yields and stablecoin supply, upsert on series
 * and date) and the Treasury's daily cash balance.
 */
public final class MacroWriters {
  public static final TableWriter<MacroObservation> OBSERVATIONS = new UnnestUpsert<>("macro_observations",
      List.of("series", "obs_date"), List.of(
          col("series", "text", MacroObservation::series),
          col("obs_date", "date", MacroObservation::date),
          col("value", "numeric", MacroObservation::value)));

  /** The Daily Treasury Statement's closing TGA balance, upsert on the record date. */
  public static final TableWriter<CashBalance> CASH_BALANCE = new UnnestUpsert<>("treasury_cash_balance",
      List.of("record_date"), List.of(
          col("record_date", "date", CashBalance::recordDate),
          col("tga_closing", "numeric", CashBalance::tgaClosingMillions)));

  private MacroWriters() {
  }
}
