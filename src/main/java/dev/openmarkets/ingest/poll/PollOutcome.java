package dev.openmarkets.ingest.poll;

/**
 * What one poll did: files loaded, rows inserted or updated, the error that ended it (null when
 * it ran through), whether work is left for an immediate next poll, and the upstream's
 * Retry-After (0 when it sent none).
 */
public record PollOutcome(int files, long rows, String error, boolean more, long retryAfterMillis, String detail) {
  public static final PollOutcome NOTHING = new PollOutcome(0, 0, null, false, 0, null);

  public static PollOutcome failure(String why) {
    return NOTHING.failed(why, 0);
  }

  public PollOutcome plusFile(long changedRows) {
    return new PollOutcome(files + 1, rows + changedRows, error, more, retryAfterMillis, detail);
  }

  public PollOutcome plus(int moreFiles, long changedRows) {
    return new PollOutcome(files + moreFiles, rows + changedRows, error, more, retryAfterMillis, detail);
  }

  public PollOutcome failed(String why, long retryAfter) {
    return new PollOutcome(files, rows, why, false, retryAfter, detail);
  }

  public PollOutcome withMore(boolean more) {
    return new PollOutcome(files, rows, error, more, retryAfterMillis, detail);
  }

  /** A summary of its own for /stats instead of the file count (e.g. "42 contracts, 3 settlements"). */
  public PollOutcome describedAs(String summary) {
    return new PollOutcome(files, rows, error, more, retryAfterMillis, summary);
  }

  public boolean ok() {
    return error == null;
  }

  public String summary() {
    if (detail != null) {
      return detail;
    }
    return files == 0 ? "no new files" : files + " file(s), " + rows + " rows changed";
  }
}
