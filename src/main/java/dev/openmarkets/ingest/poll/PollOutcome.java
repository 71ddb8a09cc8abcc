package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.FileOutcome;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import java.util.ArrayList;
import java.util.List;

/**
 * What one poll did: files loaded, rows inserted or updated, the error that ended it (null when
 * it ran through), whether work is left for an immediate next poll, the upstream's Retry-After
 * (0 when it sent none), a summary of its own, warnings (null when none: what a parser noticed
 * without rejecting a file, such as format drift or skipped rows, said in /stats beside the
 * summary), the named kind of a failure ({@link #REFUSED}, or null for a plain error) and the files
 * the upstream has not published yet.
 *
 * <p>{@link #outcome()} names the poll the way /stats (poll_status.last_outcome of a failure) and
 * /metrics (openmarkets.poll.outcomes) show it: ok, error, refused or not-published-yet.
 */
public record PollOutcome(int files, long rows, String error, boolean more, long retryAfterMillis, String detail,
    String warnings, String kind, List<String> waiting) {
  public static final String OK = "ok";
  public static final String ERROR = "error";
  /** The upstream answered, but not with data: an HTML or bot-challenge page where a file was expected. */
  public static final String REFUSED = "refused";
  /** Nothing new, and at least one expected file is not published yet (403/404 or a placeholder). */
  public static final String NOT_PUBLISHED_YET = "not-published-yet";
  /** How many waiting names the summary spells out. */
  private static final int NAMED = 3;

  public static final PollOutcome NOTHING = new PollOutcome(0, 0, null, false, 0, null);

  public PollOutcome {
    waiting = List.copyOf(waiting);
  }

  public PollOutcome(int files, long rows, String error, boolean more, long retryAfterMillis, String detail) {
    this(files, rows, error, more, retryAfterMillis, detail, null, null, List.of());
  }

  public static PollOutcome failure(String why) {
    return NOTHING.failed(why, 0);
  }

  public PollOutcome plusFile(long changedRows) {
    return new PollOutcome(files + 1, rows + changedRows, error, more, retryAfterMillis, detail, warnings, kind, waiting);
  }

  /** One loaded file: its changed rows counted and its parser's notes, if any, kept as warnings. */
  public PollOutcome plusFile(FileOutcome loaded) {
    return plusFile(loaded.counts().inserted() + loaded.counts().updated())
        .warned(loaded.notes() == null ? null : loaded.fileName() + ": " + loaded.notes());
  }

  public PollOutcome plus(int moreFiles, long changedRows) {
    return new PollOutcome(files + moreFiles, rows + changedRows, error, more, retryAfterMillis, detail, warnings, kind,
        waiting);
  }

  public PollOutcome failed(String why, long retryAfter) {
    return new PollOutcome(files, rows, why, false, retryAfter, detail, warnings, null, waiting);
  }

  /** The upstream served a page where data was expected (why says which page and where). */
  public PollOutcome refused(String why) {
    return new PollOutcome(files, rows, why, false, 0, detail, warnings, REFUSED, waiting);
  }

  /** One expected file (what: its name and the answer, e.g. "nyseth20260817.txt (placeholder)") is not published yet. */
  public PollOutcome notPublishedYet(String what) {
    List<String> w = new ArrayList<>(waiting);
    w.add(what);
    return new PollOutcome(files, rows, error, more, retryAfterMillis, detail, warnings, kind, w);
  }

  public PollOutcome withMore(boolean more) {
    return new PollOutcome(files, rows, error, more, retryAfterMillis, detail, warnings, kind, waiting);
  }

  /** A summary of its own for /stats instead of the file count (e.g. "42 contracts, 3 settlements"). */
  public PollOutcome describedAs(String summary) {
    return new PollOutcome(files, rows, error, more, retryAfterMillis, summary, warnings, kind, waiting);
  }

  /** This outcome with a warning added (null adds nothing). */
  public PollOutcome warned(String warning) {
    if (warning == null) {
      return this;
    }
    return new PollOutcome(files, rows, error, more, retryAfterMillis, detail,
        warnings == null ? warning : warnings + "; " + warning, kind, waiting);
  }

  public boolean ok() {
    return error == null;
  }

  /** ok, error, refused or not-published-yet (see the constants). */
  public String outcome() {
    if (error != null) {
      return kind != null ? kind : ERROR;
    }
    return files == 0 && !waiting.isEmpty() ? NOT_PUBLISHED_YET : OK;
  }

  public String summary() {
    String base = detail != null ? detail : files == 0 ? "no new files" : files + " file(s), " + rows + " rows changed";
    if (!waiting.isEmpty()) {
      String named = String.join(", ", waiting.subList(Math.max(0, waiting.size() - NAMED), waiting.size()));
      base = base + "; not published yet: " + (waiting.size() > NAMED ? waiting.size() + " files, the newest " : "")
          + named;
    }
    return warnings == null ? base : base + "; warnings: " + warnings;
  }

  /**
   * A fetch's outcome o added to this poll's (what: the file name a poll summary names): a loaded file
   * counts with its parser's notes as warnings; not published yet is named; absent adds nothing;
   * a page is refused; a rejected file, throttling and a failure end the poll with the reason.
   */
  public PollOutcome plus(FetchOutcome o, String what) {
    return switch (o.kind()) {
      case LOADED -> o.file() == null ? this : plusFile(o.file());
      case NOT_PUBLISHED_YET -> notPublishedYet(what + " (" + o.reason() + ")");
      case ABSENT -> this;
      case REFUSED -> o.file() != null ? failed(o.reason(), 0) : refused(o.reason());
      case THROTTLED -> failed("throttled: " + o.reason()
          + (o.retryAfterMillis() > 0 ? " (Retry-After " + o.retryAfterMillis() / 1000 + " s)" : ""), o.retryAfterMillis());
      case FAILED -> failed(o.reason(), o.retryAfterMillis());
    };
  }
}
