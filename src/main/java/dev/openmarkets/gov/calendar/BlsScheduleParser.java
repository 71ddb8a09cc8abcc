package dev.openmarkets.gov.calendar;

import dev.openmarkets.ingest.FileParser;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;

/**
 * Reads a BLS release schedule page (www.bls.gov/schedule/news_release/{page}.htm) with jsoup: the
 * rows of its table.release-list (reference month, release date as BLS abbreviates it, "Dec. 18,
 * 2025", release time Eastern). Each row gives one calendar row per configured event of that page,
 * id bls-{key}-{yyyy-MM}. A page without the table, or a row that does not read, is rejected; a
 * row's "line" in the reason is its place in the table, header included.
 */
public final class BlsScheduleParser implements FileParser<CalendarRow> {
  static final ZoneId EASTERN = ZoneId.of("America/New_York");
  private static final Map<String, String> MONTHS = Map.ofEntries(Map.entry("jan", "Jan"), Map.entry("feb", "Feb"),
      Map.entry("mar", "Mar"), Map.entry("apr", "Apr"), Map.entry("may", "May"), Map.entry("jun", "Jun"),
      Map.entry("jul", "Jul"), Map.entry("aug", "Aug"), Map.entry("sep", "Sep"), Map.entry("oct", "Oct"),
      Map.entry("nov", "Nov"), Map.entry("dec", "Dec"));
  private static final DateTimeFormatter RELEASE = DateTimeFormatter.ofPattern("MMM d, uuuu", Locale.ENGLISH);
  private static final DateTimeFormatter REF_MONTH = DateTimeFormatter.ofPattern("MMMM uuuu", Locale.ENGLISH);
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("hh:mm a", Locale.ENGLISH);

  private final List<CalendarEventSpec> events;

  public BlsScheduleParser(List<CalendarEventSpec> events) {
    this.events = events;
  }

  @Override
  public List<CalendarRow> parse(UpstreamFile file) throws RejectedFileException {
    if (events.isEmpty()) {
      throw new RejectedFileException("no calendar event is configured for the BLS page of " + file.name());
    }
    Element table = Jsoup.parse(new String(file.bytes(), StandardCharsets.UTF_8)).selectFirst("table.release-list");
    if (table == null) {
      throw new RejectedFileException("no release-list table in " + file.name());
    }
    List<CalendarRow> rows = new ArrayList<>();
    int n = 0;
    for (Element tr : table.select("tr")) {
      n++;
      List<String> cells = tr.children().stream()
          .filter(c -> c.nameIs("td"))
          .map(c -> c.text().replace('\u00a0', ' ').strip()) // &nbsp; reads as a space, as the page shows it
          .toList();
      if (cells.isEmpty()) {
        continue; // the header row has th cells only
      }
      read(cells, n, rows);
    }
    if (rows.isEmpty()) {
      throw new RejectedFileException("the release-list table of " + file.name() + " has no rows");
    }
    return rows;
  }

  /** One table row (reference period, release date, release time): a calendar row per event. */
  private void read(List<String> cells, int line, List<CalendarRow> rows) throws RejectedFileException {
    if (cells.size() < 3) {
      throw RejectedFileException.atLine(line, "table row with " + cells.size() + " cells");
    }
    YearMonth ref = refMonth(cells.get(0));
    LocalDate date = releaseDate(cells.get(1), line);
    LocalTime time = releaseTime(cells.get(2), line);
    Instant at = date.atTime(time).atZone(EASTERN).toInstant();
    for (CalendarEventSpec e : events) {
      String period = ref == null ? slug(cells.get(0)) : ref.toString();
      rows.add(new CalendarRow("bls-" + e.key() + "-" + period, "bls", e.name(), e.importance(), at, cells.get(0),
          ref == null ? null : ref.atDay(1), e.seriesId(), e.seriesId() == null ? null : e.transform(), e.unit()));
    }
  }

  static YearMonth refMonth(String s) {
    try {
      return YearMonth.parse(s.trim(), REF_MONTH);
    } catch (DateTimeParseException e) {
      return null; // a quarter or another period: no actual is attached
    }
  }

  /** "Dec. 18, 2025", "May 12, 2026", "June 10, 2026", "Sept. 11, 2026". */
  static LocalDate releaseDate(String s, int line) throws RejectedFileException {
    String[] parts = s.replace(".", "").trim().split("\\s+", 2);
    String month = parts[0].length() >= 3 ? MONTHS.get(parts[0].substring(0, 3).toLowerCase(Locale.ROOT)) : null;
    if (month == null || parts.length < 2) {
      throw RejectedFileException.atLine(line, "release date '" + s + "' does not read");
    }
    try {
      return LocalDate.parse(month + " " + parts[1].trim(), RELEASE);
    } catch (DateTimeParseException e) {
      throw RejectedFileException.atLine(line, "release date '" + s + "' does not read");
    }
  }

  static LocalTime releaseTime(String s, int line) throws RejectedFileException {
    try {
      return LocalTime.parse(s.trim().toUpperCase(Locale.ROOT), TIME);
    } catch (DateTimeParseException e) {
      throw RejectedFileException.atLine(line, "release time '" + s + "' does not read");
    }
  }

  private static String slug(String s) {
    return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("(^-|-$)", "");
  }
}
