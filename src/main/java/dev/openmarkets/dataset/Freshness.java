package dev.openmarkets.dataset;

import io.vertx.core.json.JsonObject;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

/**
 * How current a dataset is against its declared {@link Cadence}: fresh (the next data is not due
 * yet), late (due, within the grace), stale (past the grace) or empty (no rows). /stats answers it
 * per dataset, /metrics as a state set, the landing page as one word.
 *
 * @param newestRecord the dataset's newest record as /stats shows it (a date or an ISO timestamp)
 * @param expectedBy when the next data is due; null without a schedule or rows
 */
public record Freshness(State state, String newestRecord, Instant expectedBy, String reason) {
  public enum State {
    FRESH, LATE, STALE, EMPTY;

    public String label() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /**
   * rows: the dataset's row count; newestRecord: max of its coverage column as text (null without
   * one); updatedAt: its last change here (null when never changed).
   */
  public static Freshness assess(Cadence cadence, long rows, String newestRecord, Instant updatedAt, Instant now) {
    if (rows == 0) {
      return new Freshness(State.EMPTY, newestRecord, null, "no rows yet; expected " + cadence.text());
    }
    Instant basis = switch (cadence.basis()) {
      case NEWEST_RECORD -> parse(newestRecord);
      case LAST_CHANGE -> updatedAt;
      case NONE -> null;
    };
    if (cadence.basis() == Cadence.Basis.NONE || basis == null) {
      return new Freshness(State.FRESH, newestRecord, null, cadence.text());
    }
    Instant due = cadence.due().apply(basis);
    String since = cadence.basis() == Cadence.Basis.LAST_CHANGE ? "last change " + updatedAt
        : "newest record " + newestRecord;
    if (now.isBefore(due)) {
      return new Freshness(State.FRESH, newestRecord, due, "next data due by " + due + " (" + cadence.text() + ")");
    }
    State state = now.isBefore(due.plus(cadence.grace())) ? State.LATE : State.STALE;
    return new Freshness(state, newestRecord, due, "data due by " + due + " has not arrived (" + since + "; "
        + cadence.text() + ")");
  }

  /** A date is its midnight ET (publication times are Eastern); a timestamp is itself. */
  static Instant parse(String newest) {
    if (newest == null) {
      return null;
    }
    try {
      if (newest.length() == 10) {
        return LocalDate.parse(newest).atStartOfDay(Cadence.ET).toInstant();
      }
      String iso = newest.replace(' ', 'T').replaceAll("([+-]\\d\\d)$", "$1:00");
      if (iso.endsWith("Z") || iso.matches(".*[+-]\\d\\d:\\d\\d$")) {
        return OffsetDateTime.parse(iso).toInstant();
      }
      // timestamp without time zone columns hold UTC here
      return java.time.LocalDateTime.parse(iso).toInstant(java.time.ZoneOffset.UTC);
    } catch (DateTimeParseException e) {
      return null;
    }
  }

  public JsonObject toJson() {
    return new JsonObject().put("state", state.label()).put("newestRecord", newestRecord)
        .put("expectedBy", expectedBy == null ? null : expectedBy.toString()).put("reason", reason);
  }
}
