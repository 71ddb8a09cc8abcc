package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.ParsedRows;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads BEA's release schedule as its iCalendar subscription feed
 * (www.bea.gov/news/schedule/ics/online-calendar-subscription.ics): one VEVENT per release, its
 * SUMMARY the release title with the reference period and DTSTART the release time. Titles come in
 * the forms BEA used in 2024-2026: "GDP (Advance Estimate), 4th Quarter and Year 2025",
 * "U.S. International Trade in Goods and Services, December and Annual 2025", "Personal Income and
 * Outlays, October 2026", and the older "Gross Domestic Product, 4th Quarter and Year 2024 (Advance
 * Estimate)" and "Gross Domestic Product, 3rd Quarter 2025 (Initial Estimate) and Corporate Profits
 * (Preliminary)" ({@link #canonical}). A release gives one row per configured event whose title
 * starts its canonical summary, id bea-{key}-{2026-q3 | 2026-10}; releases no event is configured
 * for (regional accounts, articles) are not read. A configured release without a period, or an
 * event that does not read, is skipped and counted in the file's notes; a feed without any
 * configured release is rejected (BEA changed the format). No real capture is in the fixtures:
 * the titles are those quoted in live-2026/NOTES.md.
 */
public final class BeaScheduleParser implements FileParser<CalendarRow> {
  private static final Pattern ESTIMATE = Pattern.compile("\\s*\\((Advance|Second|Third|Initial) Estimate\\)",
      Pattern.CASE_INSENSITIVE);
  private static final String LONG_GDP = "Gross Domestic Product";
  private static final int NAMED = 3;

  private final List<CalendarEventSpec> events;

  public BeaScheduleParser(List<CalendarEventSpec> events) {
    this.events = events;
  }

  @Override
  public List<CalendarRow> parse(UpstreamFile file) throws RejectedFileException {
    IcsEvents.Feed feed = IcsEvents.read(new String(file.bytes(), StandardCharsets.UTF_8));
    List<CalendarRow> rows = new ArrayList<>();
    List<String> skipped = new ArrayList<>(feed.skipped());
    for (IcsEvents.Event ev : feed.events()) {
      List<CalendarEventSpec> specs = CalendarEventSpec.titled(events, canonical(ev.summary()));
      if (specs.isEmpty()) {
        continue;
      }
      ReleasePeriods period = ReleasePeriods.of(ev.summary());
      if (period == null) {
        skipped.add("line " + ev.line() + ": no reference period in '" + ev.summary() + "'");
        continue;
      }
      for (CalendarEventSpec e : specs) {
        rows.add(new CalendarRow("bea-" + e.key() + "-" + period.idPart(), "bea", e.name(), e.importance(),
            ev.start(), period.label(), period.date(), e.seriesId(), e.seriesId() == null ? null : e.transform(),
            e.unit()));
      }
    }
    if (rows.isEmpty()) {
      throw new RejectedFileException("none of the " + feed.events().size() + " events of " + file.name()
          + " is a configured BEA release with a period" + (skipped.isEmpty() ? "" : " (" + skipped.get(0) + ")"));
    }
    return ParsedRows.of(rows, skipped.isEmpty() ? List.of() : List.of(skippedNote(skipped)));
  }

  /**
   * A GDP title in the current form, for matching the configured release names: "Gross Domestic
   * Product" shortened to "GDP" and the estimate in parentheses moved behind it, so "Gross Domestic
   * Product, 4th Quarter and Year 2024 (Advance Estimate)" reads "GDP (Advance Estimate), 4th
   * Quarter and Year 2024". The "Initial Estimate" BEA published for the third quarter of 2025 (the
   * first estimate of that quarter, after the shutdown delayed the advance one) reads as the advance
   * estimate. Other titles are returned with their spaces collapsed.
   */
  static String canonical(String title) {
    String t = title.trim().replaceAll("\\s+", " ");
    if (t.regionMatches(true, 0, LONG_GDP, 0, LONG_GDP.length())) {
      t = "GDP" + t.substring(LONG_GDP.length());
    }
    if (!t.regionMatches(true, 0, "GDP", 0, 3)) {
      return t;
    }
    Matcher m = ESTIMATE.matcher(t);
    if (!m.find()) {
      return t;
    }
    String which = m.group(1).toLowerCase(Locale.ROOT);
    which = which.equals("initial") ? "Advance" : Character.toUpperCase(which.charAt(0)) + which.substring(1);
    String rest = (t.substring(3, m.start()) + t.substring(m.end())).trim();
    return "GDP (" + which + " Estimate)" + (rest.isEmpty() || rest.startsWith(",") ? rest : " " + rest);
  }

  private static String skippedNote(List<String> skipped) {
    String named = String.join("; ", skipped.subList(0, Math.min(NAMED, skipped.size())));
    return skipped.size() + " event(s) skipped: " + named + (skipped.size() > NAMED ? "; ..." : "");
  }
}
