package dev.openmarkets.ingest;

/** The result of offering one file: loaded with its counts, or rejected with the reason. */
public record FileOutcome(String fileName, boolean loaded, WriteCounts counts, String reason) {

  public static FileOutcome loaded(String fileName, WriteCounts counts) {
    return new FileOutcome(fileName, true, counts, null);
  }

  public static FileOutcome rejected(String fileName, String reason) {
    return new FileOutcome(fileName, false, WriteCounts.NONE, reason);
  }

  public String describe() {
    return loaded
        ? String.format("%d rows: %d inserted, %d updated, %d unchanged%s", counts.total(), counts.inserted(),
            counts.updated(), counts.unchanged(), counts.deleted() > 0 ? ", " + counts.deleted() + " deleted" : "")
        : "REJECTED: " + reason;
  }
}
