package dev.openmarkets.gov.calendar;

import java.time.Instant;
import java.time.LocalDate;

/** One scheduled release: a stable id, what it is, when (UTC), and how its actual is read. */
public record CalendarRow(String id, String source, String eventName, String importance, Instant scheduledAt,
    String periodLabel, LocalDate periodDate, String seriesId, String transform, String unit) {
}
