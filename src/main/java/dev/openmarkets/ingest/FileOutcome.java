package dev.openmarkets.ingest;

/**
 * The result of offering one file: loaded with its counts (and a reason when nothing was written:
 * a replay), or rejected with the reason; notes
 * (null when none) is what the parser noticed without rejecting it (see {@link ParsedRows}).
 */
public record FileOutcome(String fileName, boolean loaded, WriteCounts counts, String reason, String notes) {

  public FileOutcome(String fileName, boolean loaded, WriteCounts counts, String reason) {
    this(fileName, loaded, counts, reason, null);
  }

  public static FileOutcome loaded(String fileName, WriteCounts counts) {
    return new FileOutcome(fileName, true, counts, null);
  }

  public static FileOutcome rejected(String fileName, String reason) {
    return new FileOutcome(fileName, false, WriteCounts.NONE, reason);
  }

  /** This outcome with the parser's notes (null for none). */
  public FileOutcome noting(String parserNotes) {
    return new FileOutcome(fileName, loaded, counts, reason, parserNotes);
  }

  public String describe() {
    return (loaded
        ? String.format("%d rows: %d inserted, %d updated, %d unchanged%s", counts.total(), counts.inserted(),
            counts.updated(), counts.unchanged(), counts.deleted() > 0 ? ", " + counts.deleted() + " deleted" : "")
            + (reason == null ? "" : ", " + reason)
        : "REJECTED: " + reason) + (notes == null ? "" : " (" + notes + ")");
  }
}
