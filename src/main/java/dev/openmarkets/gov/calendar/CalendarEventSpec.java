package dev.openmarkets.gov.calendar;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/**
 * One configured calendar event (upstreams.bls-schedule.events, upstreams.fomc-calendar.event,
 * upstreams.bea-schedule.events, upstreams.census-calendar.events): the schedule page it comes
 * from (BLS) or the start of its release title (BEA, Census), its key in ids, name, importance, and the series and transform
 * of its actual (level: the value; change: value minus the previous period's; pct: percent change
 * on the previous period, one decimal; daily: the value on the effective day, previous the latest
 * value before it).
 */
public record CalendarEventSpec(String page, String key, String name, String importance, String seriesId,
    String transform, String unit) {

  public static CalendarEventSpec from(JsonObject j) {
    return new CalendarEventSpec(j.getString("page"), j.getString("key"), j.getString("name"),
        j.getString("importance", "med"), j.getString("series"), j.getString("transform", "level"), j.getString("unit"));
  }

  public static List<CalendarEventSpec> list(JsonArray a) {
    List<CalendarEventSpec> out = new ArrayList<>();
    if (a != null) {
      for (int i = 0; i < a.size(); i++) {
        out.add(from(a.getJsonObject(i)));
      }
    }
    return out;
  }

  /**
   * The events whose release title (page, for BEA and Census) starts the agency's title, case
   * ignored: "Personal Income and Outlays" matches "Personal Income and Outlays, October 2026".
   */
  public static List<CalendarEventSpec> titled(List<CalendarEventSpec> all, String title) {
    String t = title.trim().toLowerCase(java.util.Locale.ROOT);
    return all.stream().filter(e -> e.page() != null && t.startsWith(e.page().toLowerCase(java.util.Locale.ROOT)))
        .toList();
  }

  /** The events of one BLS schedule page. */
  public static List<CalendarEventSpec> ofPage(List<CalendarEventSpec> all, String page) {
    return all.stream().filter(e -> page.equals(e.page())).toList();
  }
}
