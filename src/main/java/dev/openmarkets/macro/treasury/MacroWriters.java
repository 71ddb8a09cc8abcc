package dev.openmarkets.macro.treasury;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import dev.openmarkets.ingest.VersionedUpsert;
import java.util.List;

/**
 * The macro family's table writers: observations (yields and stablecoin supply, upsert on series
 * and date) and the Treasury's daily cash balance (versioned: fed-liquidity answers as of a moment).
 */
public final class MacroWriters {
  public static final TableWriter<MacroObservation> OBSERVATIONS = new UnnestUpsert<>("macro_observations",
      List.of("series", "obs_date"), List.of(
          col("series", "text", MacroObservation::series),
          col("obs_date", "date", MacroObservation::date),
          col("value", "numeric", MacroObservation::value)));

  /**
   * The Daily Treasury Statement's closing TGA balance, versioned on the record date: the statement
   * states no publication time, so a balance (and a changed one) is known from when first stored.
   */
  public static final TableWriter<CashBalance> CASH_BALANCE = VersionedUpsert.of("treasury_cash_balance",
      List.of("record_date"), List.of(
          col("record_date", "date", CashBalance::recordDate),
          col("tga_closing", "numeric", CashBalance::tgaClosingMillions)), KnownAt.<CashBalance>firstStored())
      .withFields(java.util.Map.of("record_date", "date", "tga_closing", "tga"));

  private MacroWriters() {
  }
}
