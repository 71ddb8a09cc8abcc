package dev.openmarkets.macro.treasury;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.VersionedUpsert;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;

/**
 * The macro family's table writers, both versioned (answers as of a moment): observations (yields and
 * stablecoin supply, on series and date) and the Treasury's daily cash balance (fed-liquidity).
 */
public final class MacroWriters {
  /**
   * Observations, versioned on series and date: a Treasury par yield is known from 18:00 New York of
   * its date (the curve is published each business day by then), capped by when first stored; a
   * revised yield, and every stablecoin value (DefiLlama states no time), from when first stored.
   */
  public static final TableWriter<MacroObservation> OBSERVATIONS = VersionedUpsert.of("macro_observations",
      List.of("series", "obs_date"), List.of(
          col("series", "text", MacroObservation::series),
          col("obs_date", "date", MacroObservation::date),
          col("value", "numeric", MacroObservation::value)),
      KnownAt.scheduled(MacroWriters::published)).withFields(java.util.Map.of("obs_date", "date"));

  private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

  /** A par yield's publication: 18:00 New York of its date; null (first stored) for other series. */
  static ZonedDateTime published(MacroObservation o) {
    return o.series().startsWith("ust-") ? o.date().atTime(LocalTime.of(18, 0)).atZone(NEW_YORK) : null;
  }

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
