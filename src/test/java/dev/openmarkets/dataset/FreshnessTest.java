package dev.openmarkets.dataset;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.openmarkets.dataset.Freshness.State;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.Period;
import org.junit.jupiter.api.Test;

/** Freshness against each kind of cadence, with the due times worked out by hand (ET is UTC-5 in winter, UTC-4 in summer). */
class FreshnessTest {
  private static final Cadence SHORT_VOLUME = Cadence.weekdays("each weekday by 18:00 ET", LocalTime.of(18, 0), 0);

  private static Freshness at(Cadence c, String newest, String now) {
    return Freshness.assess(c, 10, newest, null, Instant.parse(now));
  }

  @Test
  void weekdayFileDueAtSixPmEasternOnTheNextWeekday() {
    // newest Friday 2026-11-20: Monday 2026-11-23's file is due 18:00 EST = 23:00Z
    Freshness f = at(SHORT_VOLUME, "2026-11-20", "2026-11-23T22:59:00Z");
    assertEquals(State.FRESH, f.state());
    assertEquals(Instant.parse("2026-11-23T23:00:00Z"), f.expectedBy());
    assertEquals(State.LATE, at(SHORT_VOLUME, "2026-11-20", "2026-11-23T23:01:00Z").state());
    // two days of grace: stale from Wednesday 23:00Z
    assertEquals(State.LATE, at(SHORT_VOLUME, "2026-11-20", "2026-11-25T22:59:00Z").state());
    Freshness stale = at(SHORT_VOLUME, "2026-11-20", "2026-11-25T23:00:00Z");
    assertEquals(State.STALE, stale.state());
    assertTrue(stale.reason().contains("2026-11-23T23:00:00Z") && stale.reason().contains("newest record 2026-11-20"),
        stale.reason());
    // in summer 18:00 EDT is 22:00Z
    assertEquals(Instant.parse("2026-07-07T22:00:00Z"), at(SHORT_VOLUME, "2026-07-06", "2026-07-07T00:00:00Z").expectedBy());
  }

  @Test
  void nextDayPublicationSkipsTheWeekend() {
    Cadence threshold = Cadence.weekdays("by 03:00 ET the next day", LocalTime.of(3, 0), 1);
    // newest Thursday 2026-11-19: Friday's lists are due Saturday 03:00 EST = 08:00Z
    assertEquals(Instant.parse("2026-11-21T08:00:00Z"), at(threshold, "2026-11-19", "2026-11-20T00:00:00Z").expectedBy());
    // newest Friday: Monday's lists are due Tuesday 03:00 EST
    assertEquals(Instant.parse("2026-11-24T08:00:00Z"), at(threshold, "2026-11-20", "2026-11-21T00:00:00Z").expectedBy());
  }

  @Test
  void weeklyReportDueFridayAfternoon() {
    Cadence cot = Cadence.periodic("Friday 15:30 ET", Period.ofDays(7), Duration.ofHours(3 * 24 + 15).plusMinutes(30),
        Duration.ofDays(4));
    // positions of Tuesday 2026-11-10: the next (Tuesday 11-17) is published Friday 2026-11-20 15:30 EST = 20:30Z
    Freshness f = at(cot, "2026-11-10", "2026-11-20T20:29:00Z");
    assertEquals(State.FRESH, f.state());
    assertEquals(Instant.parse("2026-11-20T20:30:00Z"), f.expectedBy());
    assertEquals(State.LATE, at(cot, "2026-11-10", "2026-11-24T20:29:00Z").state());
    assertEquals(State.STALE, at(cot, "2026-11-10", "2026-11-24T20:30:00Z").state());
  }

  @Test
  void halfMonthFilesDueAfterTheNextHalfEnds() {
    Cadence ftd = Cadence.halfMonths("twice a month", Duration.ofDays(20), Duration.ofDays(10));
    // newest settlement 2026-10-15 (first half of October): the second half ends 10-31, so due
    // 20 days after 2026-11-01 00:00 EDT (04:00Z): 2026-11-21T04:00Z
    assertEquals(Instant.parse("2026-11-21T04:00:00Z"), at(ftd, "2026-10-15", "2026-11-01T00:00:00Z").expectedBy());
    // newest 2026-10-30 (the month's last business day): next half ends 11-15, due 20 days after 11-16 00:00 EST
    assertEquals(Instant.parse("2026-12-06T05:00:00Z"), at(ftd, "2026-10-30", "2026-11-01T00:00:00Z").expectedBy());
  }

  @Test
  void timestampsAndLastChanges() {
    Cadence snapshots = Cadence.continuous("every 15 minutes", Duration.ofMinutes(30), Duration.ofHours(2));
    // the text PostgreSQL gives a timestamptz (session in UTC)
    Freshness f = at(snapshots, "2026-11-26 12:00:00.25+00", "2026-11-26T12:10:00Z");
    assertEquals(Instant.parse("2026-11-26T12:30:00.25Z"), f.expectedBy());
    assertEquals(State.FRESH, f.state());
    assertEquals(State.STALE, at(snapshots, "2026-11-26 12:00:00+00", "2026-11-26T14:31:00Z").state());

    Cadence filings = Cadence.changesWeekdays("each weekday", LocalTime.of(22, 0));
    // changed Friday 2026-11-20 21:00 EST: the next change is due Monday 22:00 EST = Tuesday 03:00Z
    Freshness changed = Freshness.assess(filings, 5, "2019-01-01", Instant.parse("2026-11-21T02:00:00Z"),
        Instant.parse("2026-11-24T02:00:00Z"));
    assertEquals(Instant.parse("2026-11-24T03:00:00Z"), changed.expectedBy());
    assertEquals(State.FRESH, changed.state());
  }

  @Test
  void emptyAndUnscheduled() {
    Freshness empty = Freshness.assess(SHORT_VOLUME, 0, null, null, Instant.parse("2026-11-26T00:00:00Z"));
    assertEquals(State.EMPTY, empty.state());
    assertNull(empty.expectedBy());
    Freshness reference = Freshness.assess(Cadence.unscheduled("when venues list"), 3, null,
        Instant.parse("2020-01-01T00:00:00Z"), Instant.parse("2026-11-26T00:00:00Z"));
    assertEquals(State.FRESH, reference.state());
    assertNull(reference.expectedBy());
    assertEquals("{\"state\":\"fresh\",\"newestRecord\":null,\"expectedBy\":null,\"reason\":\"when venues list\"}",
        reference.toJson().encode());
  }
}
