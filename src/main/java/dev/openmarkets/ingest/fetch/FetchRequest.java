package dev.openmarkets.ingest.fetch;

import java.time.Instant;
import java.util.Locale;
import java.util.function.Predicate;

/**
 * One document asked of an upstream: its URL, the JSON body to POST (null for a GET), the time by
 * which the upstream publishes it (null: it should exist now; {@link Instant#MAX}: it may appear
 * any time), the upstream's answer for a document not out yet (a 200 placeholder, null when it has
 * none) and whether an HTML page is what was asked for (calendars read from HTML).
 */
public record FetchRequest(String url, String postBody, Instant publishedBy, Predicate<byte[]> placeholder,
    boolean pageExpected) {

  /** A GET of a document that should exist now. */
  public static FetchRequest get(String url) {
    return new FetchRequest(url, null, null, null, pageName(url));
  }

  /** A GET of an HTML page read by its own parser (an index of links, a calendar). */
  public static FetchRequest page(String url) {
    return new FetchRequest(url, null, null, null, true);
  }

  /** A POST of a JSON body. */
  public static FetchRequest post(String url, String jsonBody) {
    return new FetchRequest(url, jsonBody, null, null, false);
  }

  /** This request for a document the upstream publishes by the given time. */
  public FetchRequest publishedBy(Instant when) {
    return new FetchRequest(url, postBody, when, placeholder, pageExpected);
  }

  /** This request with the upstream's placeholder answer for a document not out yet. */
  public FetchRequest placeholder(Predicate<byte[]> isPlaceholder) {
    return new FetchRequest(url, postBody, publishedBy, isPlaceholder, pageExpected);
  }

  /** True while the document may still come: before its publication time. */
  boolean pending(Instant now) {
    return publishedBy != null && now.isBefore(publishedBy);
  }

  /** Documents that are pages (calendars read from HTML) are read by their parsers, not refused by shape. */
  public static boolean pageName(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    int q = n.indexOf('?');
    n = q < 0 ? n : n.substring(0, q);
    return n.endsWith(".htm") || n.endsWith(".html");
  }
}
