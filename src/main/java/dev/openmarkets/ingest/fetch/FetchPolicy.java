package dev.openmarkets.ingest.fetch;

import dev.openmarkets.ingest.BotWall;
import dev.openmarkets.ingest.fetch.FetchOutcome.Kind;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * The one reading of an upstream's answer, for every poller, backfill and doctor (the table is in
 * docs/ingest.md): 200 is data unless its body is an HTML page (refused) or the upstream's
 * placeholder or empty (missing); 403, 404 and 410 are missing; missing is not-published-yet
 * before the request's publication time and absent after; 429, and 503 with Retry-After, are
 * throttled; anything else is failed. An upstream whose 403 is a refusal (EDGAR's tool policy)
 * names the body of its real "no such file" answer ({@code missingMarker}); a 403 without it is
 * throttled.
 */
public final class FetchPolicy {
  private final Pattern missingMarker;

  public FetchPolicy(Pattern missingMarker) {
    this.missingMarker = missingMarker;
  }

  /** The plain reading: every 403 means missing (CDNs such as FINRA's and Cboe's). */
  public static final FetchPolicy PLAIN = new FetchPolicy(null);

  /** The outcome of an answer by status and headers; a 200 is LOADED here and screened by {@link #screen}. */
  public FetchOutcome read(FetchRequest r, int status, String retryAfter, byte[] body, Instant now) {
    long wait = retryAfterMillis(retryAfter);
    if (status == 200) {
      return new FetchOutcome(Kind.LOADED, r.url(), status, null, 0, body, null);
    }
    if (status == 429 || (status == 503 && wait > 0)) {
      return new FetchOutcome(Kind.THROTTLED, r.url(), status, "HTTP " + status + " from " + r.url(), wait, null, null);
    }
    if (status == 403 && missingMarker != null && !missingMarker.matcher(head(body)).find()) {
      return new FetchOutcome(Kind.THROTTLED, r.url(), status, "HTTP " + status + " from " + r.url(), wait, null, null);
    }
    if (status == 403 || status == 404 || status == 410) {
      return missing(r, status, "HTTP " + status, now);
    }
    return new FetchOutcome(Kind.FAILED, r.url(), status, "HTTP " + status + " from " + r.url(), wait, null, null);
  }

  /** A 200's body: refused when a page came where data was expected, missing when it is a placeholder. */
  public FetchOutcome screen(FetchRequest r, FetchOutcome data, String contentType, Instant now) {
    String wall = r.pageExpected() ? null : BotWall.refusal(r.url(), contentType, data.body());
    if (wall != null) {
      return new FetchOutcome(Kind.REFUSED, r.url(), data.status(), wall, 0, data.body(), null);
    }
    if (data.body().length == 0 || (r.placeholder() != null && r.placeholder().test(data.body()))) {
      return missing(r, data.status(), data.body().length == 0 ? "empty" : "placeholder", now);
    }
    return data;
  }

  private static FetchOutcome missing(FetchRequest r, int status, String why, Instant now) {
    return FetchOutcome.of(r.pending(now) ? Kind.NOT_PUBLISHED_YET : Kind.ABSENT, r.url(), status, why);
  }

  /** Retry-After in seconds as milliseconds; 0 when absent or not a number of seconds. */
  public static long retryAfterMillis(String header) {
    if (header == null || !header.strip().matches("\\d{1,6}")) {
      return 0;
    }
    return Long.parseLong(header.strip()) * 1000;
  }

  private static String head(byte[] body) {
    return body == null ? "" : new String(Arrays.copyOf(body, Math.min(body.length, 2000)), StandardCharsets.UTF_8);
  }
}
