package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.ParsedRows;
import dev.openmarkets.ingest.Redaction;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import dev.openmarkets.ingest.fetch.FetchOutcome;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.net.URI;
import java.util.List;

/**
 * One `doctor` check of an upstream: fetch its current document through the poller's own fetch step,
 * parse it with the poller's parser on a worker, write nothing, and name the outcome (loaded,
 * not-published-yet, absent, refused, throttled, failed) with advice. A dated upstream is asked
 * for its newest file first and then the days before, up to {@link #MAX_TRIES} requests, so a
 * file not published yet is told from a path that moved.
 */
public final class Probe {
  static final int MAX_TRIES = 5;
  /** The outcome of an upstream with no document to fetch (a live stream, computed data). */
  public static final String NOT_CHECKED = "not-checked";

  /** One line of doctor's report. */
  public record Result(String upstream, String url, int status, String outcome, int rows, String drift, String advice) {
    public Result {
      url = Redaction.text(url);
      advice = Redaction.text(advice);
    }

    public boolean healthy() {
      return outcome.equals("loaded") || outcome.equals("not-published-yet");
    }

    public static Result failed(String upstream, String url, String why) {
      return new Result(upstream, url, 0, "failed", 0, null, why);
    }

    public String line() {
      return upstream + "  " + outcome + "  " + (status == 0 ? "-" : "HTTP " + status) + "  rows " + rows + "  "
          + (url == null ? "-" : url) + (drift == null ? "" : "  drift: " + drift)
          + (advice == null ? "" : "  advice: " + advice);
    }
  }

  private Probe() {
  }

  /**
   * Checks one upstream through the poller named like it (null when none is): never a failed
   * future, whatever fails on the way (a link page that is missing or unreadable, an unreachable
   * host, a parser that throws); an upstream with nothing to fetch is {@link #NOT_CHECKED}.
   */
  public static Future<Result> check(Vertx vertx, String upstream, Poller poller, java.time.Instant now) {
    ProbeRequests requests;
    try {
      requests = poller == null ? null : poller.probeRequests(now);
    } catch (RuntimeException e) {
      return Future.succeededFuture(Result.failed(upstream, null, "cannot build its requests: " + reason(e)));
    }
    if (requests == null || requests.newestFirst().isEmpty()) {
      return Future.succeededFuture(new Result(upstream, null, 0, NOT_CHECKED, 0, null, poller == null
          ? "no document of its own to fetch (read by a live stream or another upstream's poller)"
          : "its documents are chosen from stored data or computed: nothing to fetch without a database"));
    }
    HistoryFetch client;
    try {
      client = requests.client().apply(vertx);
    } catch (RuntimeException e) {
      return Future.succeededFuture(Result.failed(upstream, null, "cannot open its client: " + reason(e)));
    }
    List<Snapshot> tries = requests.newestFirst().subList(0, Math.min(MAX_TRIES, requests.newestFirst().size()));
    return Future.<Result>future(p -> attempt(vertx, upstream, client, requests, tries, 0, null).onComplete(p))
        .recover(err -> Future.succeededFuture(Result.failed(upstream, tries.get(0).url(), reason(err))))
        .onComplete(x -> client.close());
  }

  /** What went wrong, in words: the message (never a class name), or "an unexpected error". */
  public static String reason(Throwable err) {
    Throwable t = err instanceof java.util.concurrent.ExecutionException && err.getCause() != null ? err.getCause() : err;
    return t.getMessage() != null && !t.getMessage().isBlank() ? t.getMessage() : "an unexpected error";
  }

  private static Future<Result> attempt(Vertx vertx, String name, HistoryFetch client, ProbeRequests requests,
      List<Snapshot> tries, int i, Result newestAbsent) {
    Snapshot doc = tries.get(i);
    return client.get(doc).compose(answer -> {
      FetchOutcome o = answer.outcome();
      if (o.missing() && requests.dated() && i + 1 < tries.size()) {
        // the newest dated file may not be out yet: the day before tells a late file from a moved path
        Result absent = newestAbsent != null ? newestAbsent : new Result(name, doc.url(), o.status(),
            "not-published-yet", 0, null, null);
        return attempt(vertx, name, client, requests, tries, i + 1, absent);
      }
      return classify(vertx, name, doc, o, requests, newestAbsent != null);
    });
  }

  private static Future<Result> classify(Vertx vertx, String name, Snapshot doc, FetchOutcome o,
      ProbeRequests requests, boolean newerAbsent) {
    int status = o.status();
    String contact = ContactRequirement.unmet(name, requests.userAgent());
    switch (o.kind()) {
      case NOT_PUBLISHED_YET, ABSENT -> {
        String advice = requests.dated()
            ? "no file for the last " + MAX_TRIES + " dates: the upstream may have moved it (check baseUrl and pathTemplate)"
            : "the upstream says this document does not exist: check baseUrl and pathTemplate";
        return done(name, doc, o, status == 403 && contact != null ? contact : advice);
      }
      case THROTTLED -> {
        return done(name, doc, o, "the upstream asks us to slow down" + (o.retryAfterMillis() > 0 ? " (Retry-After "
            + o.retryAfterMillis() / 1000 + " s)" : "") + "; try again later");
      }
      case FAILED -> {
        String advice = status == 0 ? "cannot reach " + host(doc.url()) + " (" + o.reason() + "): network, proxy or DNS"
            : status == 451 ? "refused for legal reasons: probably geo-blocked from this network"
            : (status == 401 || status == 403) && contact != null ? contact
            : o.reason() != null ? o.reason() : "unexpected answer";
        return done(name, doc, o, advice);
      }
      case REFUSED -> {
        return done(name, doc, o, o.reason() + ": a bot wall or an error page (try later or from another network)");
      }
      default -> {
        return parsed(vertx, name, doc, o, newerAbsent);
      }
    }
  }

  private static Future<Result> done(String name, Snapshot doc, FetchOutcome o, String advice) {
    // the outcome's URL: the page a file's link was to be read from, when that is what failed
    return Future.succeededFuture(new Result(name, o.url() != null ? o.url() : doc.url(), o.status(), o.kind().label(), 0,
        null, advice));
  }

  /** Data came: parsed on a worker, nothing written. */
  private static Future<Result> parsed(Vertx vertx, String name, Snapshot doc, FetchOutcome o, boolean newerAbsent) {
    return vertx.executeBlocking(() -> {
      try {
        List<?> rows = doc.kind().parser(doc.fileName()).parse(new UpstreamFile(doc.fileName(), o.body()));
        String drift = ParsedRows.notesOf(rows);
        return new Result(name, doc.url(), o.status(), "loaded", rows.size(), drift,
            newerAbsent ? "newer dates not published yet" : null);
      } catch (RejectedFileException | RuntimeException e) {
        return new Result(name, doc.url(), o.status(), "refused", 0, null, "the body does not parse: "
            + reason(e));
      }
    }, false);
  }

  private static String host(String url) {
    try {
      return URI.create(url).getHost();
    } catch (IllegalArgumentException e) {
      return url;
    }
  }
}
