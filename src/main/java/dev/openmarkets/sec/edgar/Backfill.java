package dev.openmarkets.sec.edgar;

import dev.openmarkets.config.ConfigException;
import io.vertx.core.json.JsonObject;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;

/**
 * A date range of filings to backfill from EDGAR's quarterly full indexes: the top-level
 * "secBackfill": {"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"} of the configuration (to defaults
 * to today). Each quarter's form.idx is loaded once per range; the filings poller then fetches
 * the listed documents, newest first, after the current ones.
 */
public record Backfill(LocalDate from, LocalDate to) {
  static final String CONFIG_KEY = "secBackfill";

  /** The configured range, or null when none is set. */
  public static Backfill fromConfig(JsonObject raw, LocalDate today) {
    JsonObject o = raw.getJsonObject(CONFIG_KEY);
    if (o == null || o.getString("from") == null) {
      return null;
    }
    try {
      LocalDate from = LocalDate.parse(o.getString("from"));
      LocalDate to = o.getString("to") == null ? today : LocalDate.parse(o.getString("to"));
      if (from.isAfter(to)) {
        throw new ConfigException(CONFIG_KEY + ".from " + from + " is after " + CONFIG_KEY + ".to " + to);
      }
      return new Backfill(from, to);
    } catch (DateTimeParseException e) {
      throw new ConfigException(CONFIG_KEY + " needs dates YYYY-MM-DD: " + e.getParsedString());
    }
  }

  /** The quarters the range touches, oldest first, as {year, quarter}. */
  List<int[]> quarters() {
    List<int[]> out = new ArrayList<>();
    LocalDate q = from.withDayOfMonth(1).withMonth((from.getMonthValue() - 1) / 3 * 3 + 1);
    while (!q.isAfter(to)) {
      out.add(new int[] {q.getYear(), (q.getMonthValue() - 1) / 3 + 1});
      q = q.plusMonths(3);
    }
    return out;
  }

  /** The name a quarter's index is recorded under; a new range loads the quarter again. */
  String fileName(int[] quarter) {
    return "full-index-" + quarter[0] + "-QTR" + quarter[1] + "-form-" + from + "-" + to + ".idx";
  }
}
