package dev.openmarkets.ingest.fetch;

import dev.openmarkets.ingest.FileOutcome;

/**
 * What one fetch came to, by the one policy of {@link FetchPolicy}: its kind, the URL and HTTP
 * status (0 when no answer came), the reason (null when loaded), the upstream's Retry-After (0
 * when none), the body of a data answer, and the file's outcome once it went through the loader
 * (null before, and for answers that were not data).
 */
public record FetchOutcome(Kind kind, String url, int status, String reason, long retryAfterMillis, byte[] body,
    FileOutcome file) {

  /** The six outcomes, named as /stats, doctor and the docs name them. */
  public enum Kind {
    /** Data arrived (and, after {@link Fetch#load}, its file was loaded). */
    LOADED("loaded"),
    /** 403/404 or a placeholder before the publication time: asked again later, never stored. */
    NOT_PUBLISHED_YET("not-published-yet"),
    /** 403/404 or a placeholder after the publication time: the upstream says it does not exist. */
    ABSENT("absent"),
    /** An HTML or bot-challenge page where data was expected, or a body that does not parse. */
    REFUSED("refused"),
    /** 429, or 503 with Retry-After: the host is left alone at least that long. */
    THROTTLED("throttled"),
    /** No answer by the deadline, a connection error, or any other status. */
    FAILED("failed");

    private final String label;

    Kind(String label) {
      this.label = label;
    }

    public String label() {
      return label;
    }
  }

  /** An outcome without a body (what a caller concludes without asking, such as a file an index does not link). */
  public static FetchOutcome of(Kind kind, String url, int status, String reason) {
    return new FetchOutcome(kind, url, status, reason, 0, null, null);
  }

  /** True when data arrived (and, after loading, was loaded). */
  public boolean loaded() {
    return kind == Kind.LOADED;
  }

  /** True when the upstream has no such document now: not published yet, or absent. */
  public boolean missing() {
    return kind == Kind.NOT_PUBLISHED_YET || kind == Kind.ABSENT;
  }

  /** This outcome after the loader: loaded, or refused when the file was rejected. */
  FetchOutcome afterLoad(FileOutcome loaded) {
    return new FetchOutcome(loaded.loaded() ? Kind.LOADED : Kind.REFUSED, url, status,
        loaded.loaded() ? null : loaded.fileName() + " rejected: " + loaded.reason(), 0, body, loaded);
  }
}
