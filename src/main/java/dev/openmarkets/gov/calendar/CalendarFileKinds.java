package dev.openmarkets.gov.calendar;

import dev.openmarkets.gov.upstream.FileDates;
import dev.openmarkets.ingest.FileKind;
import java.util.List;

/**
 * The upstream file kinds of the calendar, each reading the configured events: the agencies'
 * schedules (FOMC, BLS, BEA, Census), told apart by file name, and the BLS API's observations
 * the actuals are read from.
 */
public record CalendarFileKinds(CalendarEvents events) {

  /** In the order the family lists them after its other kinds. */
  public List<FileKind<?>> all() {
    return List.of(fomc(), blsSchedule(), blsSeries(), bea(), census());
  }

  /** The Fed's FOMC calendar page (any file name containing "fomc"). */
  public FileKind<CalendarRow> fomc() {
    CalendarEventSpec fomc = events.fomc();
    return FileKind.forDataset("calendar")
        .source("fomc-calendar")
        .names(name -> name.toLowerCase().contains("fomc"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new FomcCalendarParser(fomc))
        .fileDate(FileDates::inName)
        .build();
  }

  /** A BLS release schedule page: a file name with a configured page as a token (cpi.htm, empsit.htm). */
  public FileKind<CalendarRow> blsSchedule() {
    CalendarEvents ev = events;
    return FileKind.forDataset("calendar")
        .source("bls-schedule")
        .names(name -> ev.pageOf(name) != null && name.toLowerCase().matches(".*\\.html?$"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new BlsScheduleParser(CalendarEventSpec.ofPage(ev.bls(), ev.pageOf(name))))
        .fileDate(FileDates::inName)
        .build();
  }

  /** BEA's release schedule as its iCalendar feed (any file name ending .ics). */
  public FileKind<CalendarRow> bea() {
    CalendarEvents ev = events;
    return FileKind.forDataset("calendar")
        .source("bea-schedule")
        .names(name -> name.toLowerCase().endsWith(".ics"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new BeaScheduleParser(ev.bea()))
        .fileDate(FileDates::inName)
        .build();
  }

  /** The Census economic indicator calendar, list view (a file name containing "census" or "listview"). */
  public FileKind<CalendarRow> census() {
    CalendarEvents ev = events;
    return FileKind.forDataset("calendar")
        .source("census-calendar")
        .names(name -> name.toLowerCase().contains("census") || name.toLowerCase().contains("listview"))
        .writer(CalendarWriters.EVENTS)
        .parser(name -> new CensusCalendarParser(ev.census()))
        .fileDate(FileDates::inName)
        .build();
  }

  /** A BLS public API answer (JSON): the observations the calendar's actuals are read from. */
  public FileKind<BlsSeriesParser.Observation> blsSeries() {
    return FileKind.forDataset("calendar")
        .source("bls-api")
        .names(name -> name.toLowerCase().endsWith(".json"))
        .writer(CalendarWriters.OBSERVATIONS)
        .parser(name -> new BlsSeriesParser())
        .fileDate(FileDates::inName)
        .build();
  }
}
