package dev.openmarkets.ingest.poll;

import dev.openmarkets.ingest.BotWall;
import dev.openmarkets.ingest.ParsedRows;
import dev.openmarkets.ingest.RejectedFileException;
import dev.openmarkets.ingest.UpstreamFile;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.net.URI;
import java.util.List;

/**
 * One `doctor` check of an upstream: fetch its current document through the poller's own client,
 * parse it with the poller's parser on a worker, write nothing, and name the outcome (loaded,
 * not-published-yet, absent, refused, throttled, failed) with advice. A dated upstream is asked
 * for its newest file first and then the days before, up to {@link #MAX_TRIES} requests, so a
 * file not published yet is told from a path that moved.
 */
public final class Probe {
  static final int MAX_TRIES = 5;

  /** One line of doctor's report. */
  public record Result(String upstream, String url, int status, String outcome, int rows, String drift, String advice) {
    public boolean healthy() {
      return outcome.equals("loaded") || outcome.equals("not-published-yet");
    }

    public String line() {
      return upstream + "  " + outcome + "  " + (status == 0 ? "-" : "HTTP " + status) + "  rows " + rows + "  "
          + (url == null ? "-" : url) + (drift == null ? "" : "  drift: " + drift)
          + (advice == null ? "" : "  advice: " + advice);
    }
  }

  private Probe() {
  }

  /** Checks one poller's upstream; never a failed future. */
  public static Future<Result> run(Vertx vertx, Poller poller, java.time.Instant now) {
    ProbeRequests requests;
    try {
      requests = poller.probeRequests(now);
    } catch (RuntimeException e) {
      return Future.succeededFuture(new Result(poller.name(), null, 0, "failed", 0, null,
          "cannot build its requests: " + Poller.describe(e)));
    }
    if (requests == null || requests.newestFirst().isEmpty()) {
      return Future.succeededFuture(null);
    }
    HistoryFetch client = requests.client().apply(vertx);
    List<Snapshot> tries = requests.newestFirst().subList(0, Math.min(MAX_TRIES, requests.newestFirst().size()));
    return attempt(vertx, poller.name(), client, requests, tries, 0, null)
        .onComplete(x -> client.close());
  }

  private static Future<Result> attempt(Vertx vertx, String name, HistoryFetch client, ProbeRequests requests,
      List<Snapshot> tries, int i, Result newestAbsent) {
    Snapshot doc = tries.get(i);
    return client.get(doc)
        .compose(answer -> {
          if (answer.absent() && requests.dated() && i + 1 < tries.size()) {
            // the newest dated file may not be out yet: the day before tells a late file from a moved path
            Result absent = newestAbsent != null ? newestAbsent : new Result(name, doc.url(), answer.status(),
                "not-published-yet", 0, null, null);
            return attempt(vertx, name, client, requests, tries, i + 1, absent);
          }
          return classify(vertx, name, doc, answer, requests, newestAbsent != null);
        }, err -> Future.succeededFuture(new Result(name, doc.url(), 0, "failed", 0, null,
            "cannot reach " + host(doc.url()) + " (" + Poller.describe(err) + "): network, proxy or DNS")));
  }

  private static Future<Result> classify(Vertx vertx, String name, Snapshot doc, HistoryFetch.Answer answer,
      ProbeRequests requests, boolean newerAbsent) {
    int status = answer.status();
    if (answer.absent()) {
      String contact = ContactRequirement.unmet(name, requests.userAgent());
      String outcome = doc.mayBeUnpublished() ? "not-published-yet" : "absent";
      String advice = requests.dated()
          ? "no file for the last " + MAX_TRIES + " dates: the upstream may have moved it (check baseUrl and pathTemplate)"
          : "the upstream says this document does not exist: check baseUrl and pathTemplate";
      return Future.succeededFuture(new Result(name, doc.url(), status, outcome, 0, null,
          status == 403 && contact != null ? contact : advice));
    }
    if (status == 429 || status == 503) {
      return Future.succeededFuture(new Result(name, doc.url(), status, "throttled", 0, null,
          "the upstream asks us to slow down" + (answer.retryAfterMillis() > 0 ? " (Retry-After "
              + answer.retryAfterMillis() / 1000 + " s)" : "") + "; try again later"));
    }
    if (status != 200) {
      String advice = status == 451 ? "refused for legal reasons: probably geo-blocked from this network"
          : (status == 401 || status == 403) && ContactRequirement.unmet(name, requests.userAgent()) != null
              ? ContactRequirement.unmet(name, requests.userAgent())
          : "unexpected answer";
      return Future.succeededFuture(new Result(name, doc.url(), status, "failed", 0, null, advice));
    }
    String wall = SnapshotPoller.pageExpected(doc.fileName()) ? null : BotWall.refusal(doc.url(), null, answer.body());
    if (wall != null) {
      return Future.succeededFuture(new Result(name, doc.url(), status, "refused", 0, null,
          wall + ": a bot wall or an error page (try later or from another network)"));
    }
    return vertx.executeBlocking(() -> {
      try {
        List<?> rows = doc.kind().parser(doc.fileName()).parse(new UpstreamFile(doc.fileName(), answer.body()));
        String drift = ParsedRows.notesOf(rows);
        return new Result(name, doc.url(), status, "loaded", rows.size(), drift,
            newerAbsent ? "newer dates not published yet" : null);
      } catch (RejectedFileException | RuntimeException e) {
        return new Result(name, doc.url(), status, "refused", 0, null, "the body does not parse: "
            + (e instanceof RejectedFileException ? e.getMessage() : e.getClass().getSimpleName()));
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
