package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.FileOutcome;

/**
 * What one poll did: files loaded, rows inserted or updated, the error that ended it (null when
 * it ran through), whether work is left for an immediate next poll, the upstream's Retry-After (0
 * when it sent none), and warnings (null when none): what a parser noticed without rejecting a
 * file (format drift, skipped rows), said in /stats beside the summary.
 */
public record PollOutcome(int files, long rows, String error, boolean more, long retryAfterMillis, String detail,
    String warnings) {
  public static final PollOutcome NOTHING = new PollOutcome(0, 0, null, false, 0, null, null);

  public static PollOutcome failure(String why) {
    return NOTHING.failed(why, 0);
  }

  public PollOutcome plusFile(long changedRows) {
    return new PollOutcome(files + 1, rows + changedRows, error, more, retryAfterMillis, detail, warnings);
  }

  /** One loaded file: its changed rows counted and its parser's notes, if any, kept as warnings. */
  public PollOutcome plusFile(FileOutcome loaded) {
    return plusFile(loaded.counts().inserted() + loaded.counts().updated())
        .warned(loaded.notes() == null ? null : loaded.fileName() + ": " + loaded.notes());
  }

  public PollOutcome plus(int moreFiles, long changedRows) {
    return new PollOutcome(files + moreFiles, rows + changedRows, error, more, retryAfterMillis, detail, warnings);
  }

  public PollOutcome failed(String why, long retryAfter) {
    return new PollOutcome(files, rows, why, false, retryAfter, detail, warnings);
  }

  public PollOutcome withMore(boolean more) {
    return new PollOutcome(files, rows, error, more, retryAfterMillis, detail, warnings);
  }

  /** A summary of its own for /stats instead of the file count (e.g. "42 contracts, 3 settlements"). */
  public PollOutcome describedAs(String summary) {
    return new PollOutcome(files, rows, error, more, retryAfterMillis, summary, warnings);
  }

  /** This outcome with a warning added (null adds nothing). */
  public PollOutcome warned(String warning) {
    if (warning == null) {
      return this;
    }
    return new PollOutcome(files, rows, error, more, retryAfterMillis, detail,
        warnings == null ? warning : warnings + "; " + warning);
  }

  public boolean ok() {
    return error == null;
  }

  public String summary() {
    String base = detail != null ? detail : files == 0 ? "no new files" : files + " file(s), " + rows + " rows changed";
    return warnings == null ? base : base + "; warnings: " + warnings;
  }
}
