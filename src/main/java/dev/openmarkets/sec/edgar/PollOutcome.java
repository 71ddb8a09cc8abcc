package dev.openmarkets.sec.edgar;

/**
 * What one poll did: files loaded, rows inserted or updated, the error that ended it (null when
 * it ran through), whether work is left for an immediate next poll, and the server's Retry-After.
 */
record PollOutcome(int files, long rows, String error, boolean more, long retryAfterMillis) {
  static final PollOutcome NOTHING = new PollOutcome(0, 0, null, false, 0);

  PollOutcome plusFile(long changedRows) {
    return new PollOutcome(files + 1, rows + changedRows, error, more, retryAfterMillis);
  }

  PollOutcome failed(String why, long retryAfter) {
    return new PollOutcome(files, rows, why, false, retryAfter);
  }

  PollOutcome withMore(boolean more) {
    return new PollOutcome(files, rows, error, more, retryAfterMillis);
  }

  String summary() {
    return files == 0 ? "no new files" : files + " file(s), " + rows + " rows changed";
  }
}
