package dev.openmarkets.gov.calendar;

import static dev.openmarkets.ingest.UnnestUpsert.col;

import dev.openmarkets.dataset.SqlResource;
import dev.openmarkets.ingest.ContextWriter;
import dev.openmarkets.ingest.KnownAt;
import dev.openmarkets.ingest.VersionedUpsert;
import dev.openmarkets.ingest.WriteContext;
import dev.openmarkets.ingest.WriteCounts;
import dev.openmarkets.ingest.Written;
import io.vertx.core.Future;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The calendar's writers, both keeping every version (docs/point-in-time.md §2): scheduled releases
 * keyed by their stable id, known when first stored (a schedule page states no publication time);
 * BLS observations by series and month, a month's first value known at its release (the stored
 * event reading it), capped by first stored, and a revision (a preliminary "P" value becoming
 * final) known from when it was first seen.
 */
public final class CalendarWriters {
  private static final String RELEASES = SqlResource.load(CalendarWriters.class, "bls-releases.sql");

  private CalendarWriters() {
  }

  public static final VersionedUpsert<CalendarRow> EVENTS = VersionedUpsert.of("calendar_events", List.of("id"), List.of(
      col("id", "text", CalendarRow::id),
      col("source", "text", CalendarRow::source),
      col("event_name", "text", CalendarRow::eventName),
      col("importance", "text", CalendarRow::importance),
      col("scheduled_at", "timestamptz", CalendarRow::scheduledAt),
      col("period_label", "text", CalendarRow::periodLabel),
      col("period_date", "date", CalendarRow::periodDate),
      col("series_id", "text", CalendarRow::seriesId),
      col("transform", "text", CalendarRow::transform),
      col("unit", "text", CalendarRow::unit)), KnownAt.firstStored());

  /** An observation with the scheduled time of the release that publishes it (null: none stored). */
  private record Released(BlsSeriesParser.Observation obs, Instant release) {
  }

  private static final VersionedUpsert<Released> OBSERVATION_VERSIONS = VersionedUpsert.of("bls_observations",
      List.of("series_id", "period_date"), List.of(
          col("series_id", "text", r -> r.obs().seriesId()),
          col("period_date", "date", r -> r.obs().periodDate()),
          col("value", "numeric", r -> r.obs().value()),
          col("preliminary", "boolean", r -> r.obs().preliminary())),
      KnownAt.scheduled(Released::release));

  public static final ContextWriter<BlsSeriesParser.Observation> OBSERVATIONS = new ContextWriter<>() {
    @Override
    public Future<WriteCounts> write(SqlConnection conn, List<BlsSeriesParser.Observation> rows, WriteContext ctx) {
      return released(conn, rows).compose(r -> OBSERVATION_VERSIONS.write(conn, r, ctx));
    }

    @Override
    public Future<Written> writeFor(String dataset, SqlConnection conn, List<BlsSeriesParser.Observation> rows,
        WriteContext ctx) {
      return released(conn, rows).compose(r -> OBSERVATION_VERSIONS.writeFor(dataset, conn, r, ctx));
    }
  };

  /** The observations with their releases' times, read from the current schedule in one query. */
  private static Future<List<Released>> released(SqlConnection conn, List<BlsSeriesParser.Observation> rows) {
    if (rows.isEmpty()) {
      return Future.succeededFuture(List.of());
    }
    String[] series = rows.stream().map(BlsSeriesParser.Observation::seriesId).toArray(String[]::new);
    LocalDate[] periods = rows.stream().map(BlsSeriesParser.Observation::periodDate).toArray(LocalDate[]::new);
    return conn.preparedQuery(RELEASES).execute(Tuple.tuple().addArrayOfString(series).addArrayOfLocalDate(periods)).map(rs -> {
      Map<String, Instant> at = new HashMap<>();
      for (Row r : rs) {
        at.put(r.getString(0) + "|" + r.getLocalDate(1), r.getOffsetDateTime(2).toInstant());
      }
      return rows.stream().map(o -> new Released(o, at.get(o.seriesId() + "|" + o.periodDate()))).toList();
    });
  }
}
