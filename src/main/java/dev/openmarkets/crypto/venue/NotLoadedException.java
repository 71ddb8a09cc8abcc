package dev.openmarkets.crypto.venue;

import dev.openmarkets.ingest.fetch.FetchOutcome;
import dev.openmarkets.ingest.poll.PollOutcome;
import dev.openmarkets.ingest.poll.Poller;

/**
 * A venue's answer that was not data, with the fetch step's name for it: absent (404, an empty
 * body), refused (an HTML or bot-challenge page), throttled (429, or 503 with Retry-After) or
 * failed. It ends the poll as the other pollers' fetches do, so /stats and the back-off read the
 * same: a refusal is outcome "refused", throttling carries the upstream's Retry-After.
 */
public final class NotLoadedException extends RuntimeException {
  private final transient FetchOutcome outcome;

  NotLoadedException(FetchOutcome outcome) {
    super(addTo(PollOutcome.NOTHING, outcome).error(), null, false, false);
    this.outcome = outcome;
  }

  public FetchOutcome outcome() {
    return outcome;
  }

  /** The outcome of a poll that ended with err: this answer's named outcome, or a plain error. */
  public static PollOutcome pollOutcome(Throwable err) {
    return err instanceof NotLoadedException e ? addTo(PollOutcome.NOTHING, e.outcome)
        : PollOutcome.failure(Poller.describe(err));
  }

  // a venue's document should exist now: missing is a failure, as for a snapshot poller
  private static PollOutcome addTo(PollOutcome acc, FetchOutcome o) {
    if (o.missing()) {
      return acc.failed(o.reason() + (o.reason().startsWith("HTTP ") ? " from " : " answer from ") + o.url(), 0);
    }
    return acc.plus(o, o.url());
  }
}
