package dev.openmarkets.gov.calendar;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.ingest.TableWriter;
import dev.openmarkets.ingest.UnnestUpsert;
import java.util.List;

/** The calendar's writers: scheduled releases keyed by their stable id, BLS observations by series and month. */
public final class CalendarWriters {
  private CalendarWriters() {
  }

  public static final TableWriter<CalendarRow> EVENTS = new UnnestUpsert<>("calendar_events", List.of("id"), List.of(
      col("id", "text", CalendarRow::id),
      col("source", "text", CalendarRow::source),
      col("event_name", "text", CalendarRow::eventName),
      col("importance", "text", CalendarRow::importance),
      col("scheduled_at", "timestamptz", CalendarRow::scheduledAt),
      col("period_label", "text", CalendarRow::periodLabel),
      col("period_date", "date", CalendarRow::periodDate),
      col("series_id", "text", CalendarRow::seriesId),
      col("transform", "text", CalendarRow::transform),
      col("unit", "text", CalendarRow::unit)));

  public static final TableWriter<BlsSeriesParser.Observation> OBSERVATIONS = new UnnestUpsert<>("bls_observations",
      List.of("series_id", "period_date"), List.of(
          col("series_id", "text", BlsSeriesParser.Observation::seriesId),
          col("period_date", "date", BlsSeriesParser.Observation::periodDate),
          col("value", "numeric", BlsSeriesParser.Observation::value),
          col("preliminary", "boolean", BlsSeriesParser.Observation::preliminary)));
}
