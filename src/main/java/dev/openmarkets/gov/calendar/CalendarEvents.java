package dev.openmarkets.gov.calendar;

import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Locale;

/**
 * The calendar's events: the BLS releases read from their schedule pages and the FOMC meeting,
 * each with its importance and the series of its actual. These defaults are replaced by
 * upstreams.bls-schedule.events and upstreams.fomc-calendar.event when configured.
 */
public record CalendarEvents(List<CalendarEventSpec> bls, CalendarEventSpec fomc) {
  public static final CalendarEvents DEFAULT = new CalendarEvents(List.of(
      new CalendarEventSpec("cpi", "cpi", "CPI (m/m)", "high", "CUSR0000SA0", "pct", "%"),
      new CalendarEventSpec("cpi", "core-cpi", "Core CPI (m/m)", "high", "CUSR0000SA0L1E", "pct", "%"),
      new CalendarEventSpec("empsit", "nfp", "Nonfarm Payrolls", "high", "CES0000000001", "change", "thousands"),
      new CalendarEventSpec("empsit", "unemployment", "Unemployment Rate", "high", "LNS14000000", "level", "%"),
      new CalendarEventSpec("ppi", "ppi", "PPI Final Demand (m/m)", "med", "WPSFD4", "pct", "%"),
      new CalendarEventSpec("jolts", "jolts", "JOLTS Job Openings", "med", "JTS000000000000000JOL", "level", "thousands"),
      new CalendarEventSpec("eci", "eci", "Employment Cost Index", "med", null, null, null),
      new CalendarEventSpec("ximpim", "import-prices", "Import Prices (m/m)", "low", "EIUIR", "pct", "%"),
      new CalendarEventSpec("realer", "real-earnings", "Real Earnings", "low", null, null, null)),
      new CalendarEventSpec(null, "fomc", "FOMC Rate Decision", "high", "DFEDTARU", "daily", "%"));

  public static CalendarEvents from(JsonObject blsSchedule, JsonObject fomcCalendar) {
    List<CalendarEventSpec> bls = blsSchedule.containsKey("events")
        ? CalendarEventSpec.list(blsSchedule.getJsonArray("events")) : DEFAULT.bls();
    CalendarEventSpec fomc = fomcCalendar.containsKey("event")
        ? CalendarEventSpec.from(fomcCalendar.getJsonObject("event")) : DEFAULT.fomc();
    return new CalendarEvents(bls, fomc);
  }

  /** The distinct BLS schedule pages. */
  public List<String> pages() {
    return bls.stream().map(CalendarEventSpec::page).distinct().toList();
  }

  /** The distinct series of the BLS events (their actuals come from the BLS API). */
  public List<String> blsSeries() {
    return bls.stream().map(CalendarEventSpec::seriesId).filter(s -> s != null).distinct().toList();
  }

  /** The configured page a file name stands for: a token of the name equal to a page ("cpi.htm"). */
  public String pageOf(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    int slash = n.lastIndexOf('/');
    for (String token : n.substring(slash + 1).split("[^a-z0-9]+")) {
      if (pages().contains(token)) {
        return token;
      }
    }
    return null;
  }
}
